/** A person's card in tree units (pixels at scale 1). */
export const CARD_WIDTH = 188;
export const CARD_HEIGHT = 64;
/** Horizontal room one person takes in a row: the card and the gap after it. */
export const SLOT_WIDTH = 212;
/** Vertical distance between the centres of two generations' rows. */
export const ROW_HEIGHT = 150;

/** Extra room, in slots, between neighbouring families: of one parent family, and of different ones. */
export const SAME_FAMILY_GAP = 0.12;
export const OTHER_FAMILY_GAP = 0.5;

/** Zoom limits of the tree panel: far enough out to see the shape of a family of thousands at once. */
export const MIN_SCALE = 0.03;
export const MAX_SCALE = 3;
/** The first view never magnifies: a small family is shown at its natural size. */
export const INITIAL_SCALE = 1;

/** Text on screen is never drawn smaller than this. */
export const MIN_TEXT_PX = 11;
/** Font sizes on a card, in tree units. */
export const CARD_TEXT = { name: 14, life: 13, initials: 15, compact: 22, initialsOnly: 44 };
/** Below this scale a full card's smallest text would be under MIN_TEXT_PX: cards show initials and years. */
export const FULL_CARD_SCALE = MIN_TEXT_PX / Math.min(CARD_TEXT.name, CARD_TEXT.life);
/** Below this scale the years would be too small: cards show large initials only. */
export const COMPACT_CARD_SCALE = MIN_TEXT_PX / CARD_TEXT.compact;
/** Below this scale even the initials would be too small: cards are drawn as plain shapes. */
export const INITIALS_CARD_SCALE = MIN_TEXT_PX / CARD_TEXT.initialsOnly;

/** Screen pixels around the visible area whose people are drawn too, so small pans draw nothing new. */
export const OVERSCAN_PX = 160;

/**
 * Screen pixels kept clear along each side when a view is chosen for the viewer: the search box and
 * "show more" buttons sit over the top and bottom edges.
 */
export const VIEW_MARGIN = { top: 60, right: 16, bottom: 52, left: 16 };

/**
 * The tree panel's height: on a phone the whole screen under the app bar; on wider screens what is
 * left under the page header (whose bottom the panel writes into --tree-panel-top), and never less
 * than a comfortable minimum.
 */
export const PANEL_HEIGHT = {
  xs: 'calc(100dvh - 72px)',
  sm: 'max(480px, calc(100dvh - var(--tree-panel-top, 240px) - 24px))',
};

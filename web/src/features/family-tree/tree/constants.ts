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

/** Zoom limits of the tree panel. */
export const INITIAL_SCALE = 1;
export const MIN_SCALE = 0.5;
export const MAX_SCALE = 3;

/** Screen pixels around the visible area whose people are drawn too, so small pans draw nothing new. */
export const OVERSCAN_PX = 160;

/** The tree panel's height: most of a phone's screen; on wider screens what is left under the header. */
export const PANEL_HEIGHT = { xs: '62vh', md: 'clamp(440px, calc(100vh - 240px), 760px)' };

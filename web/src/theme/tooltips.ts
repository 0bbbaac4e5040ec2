/**
 * How tooltips behave, as the specification sets it: one opens once the pointer (or the keyboard)
 * has rested on what it describes for `delay` ms, at once when another closed less than `skipDelay`
 * ms before (moving along a toolbar), and stands `sideOffset` px from what it describes.
 */
export const TOOLTIP = { delay: 700, skipDelay: 300, sideOffset: 4 } as const;

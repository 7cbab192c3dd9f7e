/**
 * value × 100 as a percent, without float noise ('30.5%', not '30.499999999999996%'). One
 * definition for the digest text and the Emotion Trends chart, so the two always show the same figure.
 */
export const percent = (value: number) => `${Number((value * 100).toFixed(1))}%`;

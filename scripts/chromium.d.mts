/** The Chromium every browser run uses (scripts/chromium.mjs). */
export declare const chromiumPath: string;

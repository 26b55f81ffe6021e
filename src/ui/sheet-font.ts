import localFont from "next/font/local";

/** The report cards' Arabic face (src/fonts/README.md); not preloaded: French and English sheets never fetch it. */
export const naskh = localFont({
  src: [
    { path: "../fonts/NotoNaskhArabic-Regular.ttf", weight: "400", style: "normal" },
    { path: "../fonts/NotoNaskhArabic-Bold.ttf", weight: "700", style: "normal" },
  ],
  preload: false,
  display: "swap",
  variable: "--font-naskh",
});

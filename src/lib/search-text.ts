/**
 * One normalization for the text we index and the words people type, so a search finds an ad whatever accents,
 * letter variants or diacritics either side used. French: lower case, accents dropped (é → e, œ → oe). Arabic:
 * tashkeel and tatweel dropped, أ إ آ ٱ → ا, ى ی → ي, ة → ه, ؤ → و, ئ → ي, Arabic-Indic digits → 0-9.
 * The result is plain words separated by single spaces (what PostgreSQL's 'simple' parser then indexes).
 */
const ARABIC_LETTERS: Record<string, string> = {
  "\u0671": "\u0627", // ٱ alef wasla
  "\u0649": "\u064A", // ى alef maqsura
  "\u06CC": "\u064A", // ی Persian yeh
  "\u0629": "\u0647", // ة teh marbuta
  "\u06A9": "\u0643", // ک keheh
  œ: "oe",
  æ: "ae",
  ß: "ss",
};
const LETTER_VARIANTS = new RegExp(`[${Object.keys(ARABIC_LETTERS).join("")}]`, "g");
const TATWEEL = /\u0640/g;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function normalizeSearchText(text: string): string {
  return (
    text
      .toLowerCase()
      // NFD splits é into e + ◌́ and أ into ا + hamza, إ into ا + hamza below, آ into ا + madda, ؤ/ئ likewise
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(TATWEEL, "")
      .replace(LETTER_VARIANTS, (c) => ARABIC_LETTERS[c]!)
      .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) & 0xf))
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

/** The Arabic definite article, alone or after و ب ك ف (and لل): "والهاتف" is searched as "هاتف". */
const ARABIC_ARTICLE = /^(?:ال|وال|بال|كال|فال|لل)(?=[\u0621-\u064A]{2,})/;
const ARABIC_WORD = /^[\u0621-\u064A]+$/;

function withoutArticle(word: string): string {
  return ARABIC_WORD.test(word) ? word.replace(ARABIC_ARTICLE, "") : word;
}

/** The text stored in Ad.searchText: normalized words, plus Arabic words without their article. */
export function searchDocument(...parts: string[]): string {
  const words = normalizeSearchText(parts.join(" ")).split(" ").filter(Boolean);
  const extra = words.map(withoutArticle).filter((w, i) => w !== words[i]);
  return [...words, ...extra].join(" ");
}

const MAX_QUERY_WORDS = 8;

/**
 * The words of a search, each matched as a prefix of an indexed word: Arabic without its article, Latin words
 * without a plural s/x ("clés" finds "clé", "cles" and "clef"). Empty when nothing searchable was typed.
 */
export function searchQueryWords(query: string): string[] {
  const words = normalizeSearchText(query)
    .split(" ")
    .filter(Boolean)
    .map((w) => withoutArticle(w))
    .map((w) => (/^[a-z]{3,}[sx]$/.test(w) ? w.slice(0, -1) : w));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** A PostgreSQL tsquery (every word, as a prefix). Words only hold letters and digits, so nothing needs quoting. */
export function toPrefixTsQuery(words: string[]): string {
  return words.map((w) => `${w}:*`).join(" & ");
}

/**
 * The French sentences of the last-resort error page, copied from locales/fr.json (a test keeps them equal):
 * importing the catalogue there put all of it in a chunk every page loads.
 */
export const GLOBAL_ERROR_TEXT = {
  "errors.page.serverTitle": "Un problème est survenu",
  "errors.page.homepageHint":
    "Mais ne vous inquiétez pas, vous trouverez bien d'autres choses sur notre page d'accueil.",
  "errors.page.backHome": "Retour à l'accueil",
} as const;

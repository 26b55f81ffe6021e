"use client";

/** Last resort when the root layout itself fails: no providers are available, so plain markup in French. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "80px 16px" }}>
        <p style={{ fontSize: 96, fontWeight: 900, margin: 0, color: "#868e96" }}>500</p>
        <h1>Une erreur est survenue</h1>
        <p>Mais ne vous inquiétez pas, vous trouverez bien d&apos;autres choses sur notre page d&apos;accueil.</p>
        <button
          type="button"
          onClick={() => {
            reset();
            window.location.assign("/");
          }}
        >
          Retour à l&apos;accueil
        </button>
      </body>
    </html>
  );
}

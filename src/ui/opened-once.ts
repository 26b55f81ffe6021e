import { useState } from "react";

// Apart from confirm-modal.tsx: the report dialog's wrapper uses it too, and would otherwise bring the confirmation's
// loader into a page that has no confirmation.

/** True from the first time `opened` is: a closed dialog that was never opened needs no code. */
export function useOpenedOnce(opened: boolean) {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

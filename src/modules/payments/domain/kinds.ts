/** The choices of the payment forms, without zod (client forms show them before the schema loads). */
export const PAYMENT_METHODS = ["CASH", "CHEQUE", "TRANSFER", "CARD"] as const;
export const FEE_KINDS = ["TUITION", "CANTEEN", "TRANSPORT", "REGISTRATION", "OTHER"] as const;

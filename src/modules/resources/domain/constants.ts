/** Resources (spec §3): limits shared by the form and the server. */
export const RESOURCE_TITLE_MAX = 120;
export const RESOURCE_DESCRIPTION_MAX = 2_000;
export const RESOURCE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const RESOURCES_PAGE = 30;
export const RESOURCE_KINDS = ["EDUCATIONAL", "ADMINISTRATIVE"] as const;
/** what the file input offers (the server judges by content, not by this) */
export const RESOURCE_FILE_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp";

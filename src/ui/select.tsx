"use client";

import { Select } from "@mantine/core";

// Mantine's Select as a module of its own, for lazy-select.tsx: a dynamic import of @mantine/core itself would
// fetch the whole library
export default Select;

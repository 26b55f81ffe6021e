import { authorizationMatrix } from "~/test/authorization-matrix";

// one part of the matrix (src/test/authorization-matrix.ts), in a file of its own: its own database, run beside the others
authorizationMatrix(1);

import { NextResponse } from "next/server";

/** A redirect to a path of this site, relative: the address never depends on the request's Host header. */
export function redirectTo(path: string) {
  const url = new URL(path, "http://wasla.invalid"); // percent-encodes an Arabic path for the header
  return new NextResponse(null, { status: 307, headers: { location: `${url.pathname}${url.search}${url.hash}` } });
}

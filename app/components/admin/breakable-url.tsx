import { Fragment } from "react";

/**
 * An address that may wrap only between its parts: after a slash, before "?", "&" or "#",
 * so a narrow column breaks "/nebraska/" from "omaha/" and never "oma" from "ha/".
 */
export function BreakableUrl({ url }: { url: string }) {
  const parts = url.split(/(?<=[^/]\/)(?!\/)|(?=[?&#])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

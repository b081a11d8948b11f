import { Fragment } from "react";

/**
 * A field's name (`emailMessage.to`, `contact_name`) with a chance to break after each dot,
 * underscore, dash, slash or colon and between the words of a camelCase name, so that it wraps
 * between its parts ("emailMessage." / "to") instead of inside a word ("ema" / "il"). Shown in a
 * box of `overflow-wrap: break-word`, a part too wide for its column on its own still breaks
 * inside, rather than widen the page.
 */
export function FieldName({ name }: { name: string }) {
  const parts = name.split(/(?<=[._\-/:])|(?<=[a-z0-9])(?=[A-Z])/);
  let offset = 0;
  return (
    <>
      {parts.map((part, i) => {
        const key = offset;
        offset += part.length;
        return (
          <Fragment key={key}>
            {i > 0 && <wbr />}
            {part}
          </Fragment>
        );
      })}
    </>
  );
}

import { Fragment } from 'react';

/**
 * An email address that, when it has to wrap, wraps after the @ or before a dot rather than in
 * the middle of a word. The text stays the plain address for copying and for screen readers.
 */
export function EmailAddress({ email }: { email: string }) {
  const pieces = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

import { useState } from 'react';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { initialsOf } from '../lib/text';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'alt'> {
  firstName?: string | null;
  lastName?: string | null;
  name: string;
  imageUrl?: string | null;
  size?: number;
}

/**
 * The user's photo once it has loaded; their initials while it loads, when it fails, or when
 * there is none. The hidden image does the loading so the initials never flash a broken picture.
 */
export function UserAvatar({ firstName, lastName, name, imageUrl, size = 40, sx, ...rest }: UserAvatarProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const loaded = Boolean(imageUrl) && loadedUrl === imageUrl;
  return (
    <>
      <Avatar
        {...rest}
        alt={name}
        src={loaded ? (imageUrl ?? undefined) : undefined}
        sx={[
          {
            width: size,
            height: size,
            fontSize: size * 0.4,
            fontWeight: 700,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {initialsOf(firstName, lastName, name)}
      </Avatar>
      {imageUrl && !loaded && (
        <img src={imageUrl} alt="" hidden onLoad={() => setLoadedUrl(imageUrl)} />
      )}
    </>
  );
}

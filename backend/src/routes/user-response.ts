/** The account as the auth routes answer with it (never its password hash). */
import Type from 'typebox';

export const UserBody = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    displayName: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    emailConfirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When `email` was confirmed by a link e-mailed to it; null until then.',
    }),
  },
  { additionalProperties: false },
);

export const UserResponse = Type.Object({ user: UserBody }, { additionalProperties: false });

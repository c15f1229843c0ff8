export const referralKeys = { all: ['/api/referrals'] as const, visit: (code: string) => ['/api/referrals/visits', code] as const };

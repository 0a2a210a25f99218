import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, SESSION_TRANSPORT_HEADER, SOCIAL_RESULT_PARAMS } from '@lobby/contract';
import * as wire from './session-wire';

describe('start-up path constants', () => {
  it('equal the contract they mirror', () => {
    expect(wire.SESSION_PATHS).toEqual({
      renew: ACCOUNT_PATHS.renew,
      logout: ACCOUNT_PATHS.logout,
      freeplay: ACCOUNT_PATHS.freeplay,
    });
    expect(wire.SESSION_TRANSPORT_HEADER).toBe(SESSION_TRANSPORT_HEADER);
    expect(wire.SOCIAL_LOGIN_MARKER).toEqual({
      param: SOCIAL_RESULT_PARAMS.success,
      value: SOCIAL_RESULT_PARAMS.successValue,
    });
  });
});

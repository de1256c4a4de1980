import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBus } from '../../test/reset-bus';
import type { LoginResponse } from '../api/wire-types';
import { bus } from '../bus/bus';
import type { BusEvent } from '../bus/types';
import { saveLogin } from './save-login';

const success: LoginResponse = { status: '1', msg: 'https://backend.test/buyer-dashboard', usertype: 'Buyer', userdata: 'enc-123', id: 42, username: 'Ana' };

describe('saveLogin', () => {
  beforeEach(resetBus);

  it('stores the session values of §3 under their exact keys', () => {
    saveLogin(success);
    expect(localStorage.getItem('auth')).toBe('{"user_id":42}');
    expect(localStorage.getItem('isLoggedin')).toBe('1');
    expect(localStorage.getItem('userType')).toBe('Buyer');
    expect(localStorage.getItem('userName')).toBe('Ana');
    expect(localStorage.getItem('userData')).toBe('enc-123');
    expect(localStorage.getItem('dataurl')).toBe('https://backend.test/buyer-dashboard');
  });

  it('updates bus.session, then emits auth:login', () => {
    const events: BusEvent[] = [];
    const sessionAtEvent: boolean[] = [];
    bus.events$.subscribe((e) => {
      events.push(e);
      sessionAtEvent.push(bus.getSession().isLoggedIn);
    });
    const session = saveLogin(success);
    expect(session).toEqual({ isLoggedIn: true, userName: 'Ana', userType: 'Buyer', userData: 'enc-123', dashboardUrl: success.msg });
    expect(bus.getSession()).toEqual(session);
    expect(events).toEqual([{ type: 'auth:login', userName: 'Ana', userType: 'Buyer' }]);
    expect(sessionAtEvent).toEqual([true]);
  });

  it('stores and emits nothing for a failed login', () => {
    const handler = vi.fn();
    bus.events$.subscribe(handler);
    expect(saveLogin({ ...success, status: '0', msg: 'Wrong password' })).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(bus.getSession().isLoggedIn).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('accepts a numeric success status', () => {
    expect(saveLogin({ ...success, status: 1 })?.isLoggedIn).toBe(true);
  });

  describe('user name and userData from a userdata record', () => {
    const base = { status: '1', msg: '/d', usertype: 'Buyer', id: 1 } as const;

    it('uses the record name, and stores the record as JSON without an opaque reference', () => {
      const session = saveLogin({ ...base, userdata: { name: 'Ana Lima', email: 'ana@x.test' } });
      expect(session?.userName).toBe('Ana Lima');
      expect(localStorage.getItem('userData')).toBe('{"name":"Ana Lima","email":"ana@x.test"}');
    });

    it("uses the record's own userdata string as the reference", () => {
      const session = saveLogin({ ...base, userdata: { userdata: 'enc-9', FirstName: 'Ana', LastName: 'Lima' } });
      expect(session?.userName).toBe('Ana Lima');
      expect(session?.userData).toBe('enc-9');
    });

    it('falls back to the record email, then to the email typed on the form', () => {
      expect(saveLogin({ ...base, userdata: { email: 'rec@x.test' } })?.userName).toBe('rec@x.test');
      expect(saveLogin({ ...base, userdata: 'opaque' }, { email: 'form@x.test' })?.userName).toBe('form@x.test');
    });

    it('prefers the response username over the record', () => {
      expect(saveLogin({ ...base, username: 'Nick', userdata: { name: 'Full Name' } })?.userName).toBe('Nick');
    });
  });
});

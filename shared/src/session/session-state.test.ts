import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_SESSION, readSessionFromStorage } from './session-state';

describe('readSessionFromStorage', () => {
  it('is logged out with nothing stored', () => {
    expect(readSessionFromStorage()).toEqual(LOGGED_OUT_SESSION);
  });

  it('is logged in with isLoggedin 1 and a user name', () => {
    localStorage.setItem('isLoggedin', '1');
    localStorage.setItem('userName', 'Ana');
    localStorage.setItem('userType', 'Vendor');
    expect(readSessionFromStorage()).toEqual({ isLoggedIn: true, userName: 'Ana', userType: 'Vendor', userData: '', dashboardUrl: '' });
  });

  it('is logged out with isLoggedin 0, even with a name (§4)', () => {
    localStorage.setItem('isLoggedin', '0');
    localStorage.setItem('userName', 'Ana');
    expect(readSessionFromStorage()).toEqual(LOGGED_OUT_SESSION);
  });

  it('is logged out with an empty user name, even with isLoggedin 1 (§4)', () => {
    localStorage.setItem('isLoggedin', '1');
    localStorage.setItem('userName', '');
    localStorage.setItem('userType', 'Buyer');
    expect(readSessionFromStorage()).toEqual(LOGGED_OUT_SESSION);
  });
});

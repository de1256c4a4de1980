import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bus } from '../bus/bus';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { parseCompareIds } from './compare-address';
import { COMPARE_LIMIT, cleanCompareList, clearCompare, readCompareList, removeFromCompare, toggleCompare, useCompareList } from './compare-list';

const item = (n: number) => ({ id: `GBX${String(n).padStart(8, '0')}`, title: `Product ${n}` });
const ids = () => readCompareList().map((each) => each.id);

describe('the compare list', () => {
  beforeEach(() => localStorage.clear());

  it('adds and takes out a product, each once, in the order added', () => {
    expect(toggleCompare(item(1))).toBe('added');
    expect(toggleCompare(item(2))).toBe('added');
    expect(ids()).toEqual([item(1).id, item(2).id]);
    expect(toggleCompare(item(1))).toBe('removed');
    expect(ids()).toEqual([item(2).id]);
    expect(JSON.parse(storage.get(storageKeys.compareProducts) ?? '')).toEqual([item(2)]);
  });

  it('holds at most four: a fifth is refused and changes nothing', () => {
    for (let n = 1; n <= COMPARE_LIMIT; n += 1) expect(toggleCompare(item(n))).toBe('added');
    expect(COMPARE_LIMIT).toBe(4);
    expect(toggleCompare(item(5))).toBe('full');
    expect(ids()).toEqual([1, 2, 3, 4].map((n) => item(n).id));
    // Taking one out makes room again.
    removeFromCompare(item(2).id);
    expect(toggleCompare(item(5))).toBe('added');
    expect(ids()).toEqual([1, 3, 4, 5].map((n) => item(n).id));
    clearCompare();
    expect(ids()).toEqual([]);
  });

  it('reads only valid ids from storage, each once, at most four', () => {
    const stored = [item(1), { id: '<script>', title: 'x' }, item(1), { id: 42, title: 'n' }, null, 'GBX1', item(2), { id: ' GBX00000003 ', title: 7 }, item(4), item(5), item(6)];
    expect(cleanCompareList(stored)).toEqual([item(1), item(2), { id: 'GBX00000003', title: '' }, item(4)]);
    for (const raw of ['not json', '{"a":1}', '[1,2]', '']) {
      storage.set(storageKeys.compareProducts, raw);
      expect(readCompareList(), raw).toEqual([]);
    }
    expect(cleanCompareList([{ id: 'GBX00000001', title: 'x'.repeat(500) }])[0]?.title).toHaveLength(200);
  });

  it('announces every change on the bus', () => {
    const seen: Array<readonly string[]> = [];
    const subscription = bus.on('compare:changed').subscribe((event) => seen.push(event.ids));
    toggleCompare(item(1));
    toggleCompare(item(2));
    removeFromCompare(item(1).id);
    subscription.unsubscribe();
    expect(seen).toEqual([[item(1).id], [item(1).id, item(2).id], [item(2).id]]);
  });

  it('updates every reader of the list at once', () => {
    function Count() {
      return <p data-testid="count">{useCompareList().length}</p>;
    }
    render(
      <>
        <Count />
        <Count />
      </>,
    );
    expect(screen.getAllByTestId('count').map((each) => each.textContent)).toEqual(['0', '0']);
    act(() => void toggleCompare(item(1)));
    expect(screen.getAllByTestId('count').map((each) => each.textContent)).toEqual(['1', '1']);
  });
});

describe('the ids of /compare?ids=', () => {
  it('reads ids separated by commas, in their order', () => {
    expect(parseCompareIds('GBX00000002,GBX00000001')).toEqual({ ids: ['GBX00000002', 'GBX00000001'], malformed: [], duplicates: [], extra: [] });
    expect(parseCompareIds(' GBX00000002 , ,GBX00000001,')).toEqual({ ids: ['GBX00000002', 'GBX00000001'], malformed: [], duplicates: [], extra: [] });
  });

  it('says what it left out: malformed parts, duplicates, more than four', () => {
    expect(parseCompareIds('GBX1,<b>x</b>,GBX1,GBX2,GBX3,GBX4,GBX5,GBX2,GBX5,../etc')).toEqual({
      ids: ['GBX1', 'GBX2', 'GBX3', 'GBX4'],
      malformed: ['<b>x</b>', '../etc'],
      duplicates: ['GBX1', 'GBX2', 'GBX5'],
      extra: ['GBX5'],
    });
  });

  it('reads nothing from a missing or empty parameter', () => {
    for (const value of [null, undefined, '', ' , ']) expect(parseCompareIds(value)).toEqual({ ids: [], malformed: [], duplicates: [], extra: [] });
  });

  it('cuts a long malformed part to 40 characters', () => {
    expect(parseCompareIds('x'.repeat(30) + '!'.repeat(30)).malformed[0]).toHaveLength(40);
  });
});

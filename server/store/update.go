package store

import (
	"context"
	"errors"
	"fmt"
)

// maxUpdateAttempts bounds the compare-and-set attempts of one UpdateKnownScam.
// Every lost attempt is another writer's stored change, so only a record that
// others write this many times during one update reaches it.
const maxUpdateAttempts = 100

// UpdateKnownScam changes the known scam with id by compare-and-set. It reads the
// record (cur is nil when there is none), lets change make from it the record to
// store, and stores that based on the version read (PutKnownScam). When another
// writer stored a newer version in between, it reads that one and calls change
// again: a change expressed on the record read (one report more, a confirmation)
// is applied to the freshest record, so that no writer's change is lost and no
// stale record replaces a newer one. change may modify and return cur; it returns
// nil to store nothing (the record already says what it would write, or a retry
// makes no sense).
//
// UpdateKnownScam returns the record as stored now, with its version: the one it
// wrote (written true), or the one change declined to write over (nil when there
// is none).
func UpdateKnownScam(ctx context.Context, s Store, id string, change func(cur *KnownScam) *KnownScam) (rec *KnownScam, written bool, err error) {
	for range maxUpdateAttempts {
		cur, err := s.KnownScam(ctx, id)
		switch {
		case errors.Is(err, ErrNotFound):
			cur = nil
		case err != nil:
			return nil, false, fmt.Errorf("cannot update known scam %s: %w", id, err)
		}
		var base int64
		if cur != nil {
			base = cur.Version
		}
		next := change(cur)
		if next == nil {
			return cur, false, nil
		}
		if next.ID != id {
			return nil, false, fmt.Errorf("cannot update known scam %s: the change made a record of id %q", id, next.ID)
		}
		next.Version = base
		err = s.PutKnownScam(ctx, next)
		if err == nil {
			return next, true, nil
		}
		if !errors.Is(err, ErrConflict) {
			return nil, false, fmt.Errorf("cannot update known scam %s: %w", id, err)
		}
	}
	return nil, false, fmt.Errorf("cannot update known scam %s: %d writes of others in a row: %w", id, maxUpdateAttempts, ErrConflict)
}

package server

import (
	"context"
	"errors"
	"time"

	"scamcheck/server/store"
)

// observedStore times every write of the store it wraps
// (scamcheck_store_write_duration_seconds); reads pass through.
type observedStore struct {
	store.Store
	obs *observer
}

// write runs one write of the wrapped store and records it under op.
func (s observedStore) write(op storeOp, do func() error) error {
	start := time.Now()
	err := do()
	s.obs.storeWrite(op, start, err)
	return err
}

func (s observedStore) PutAccount(ctx context.Context, a *store.Account) error {
	return s.write(opPutAccount, func() error { return s.Store.PutAccount(ctx, a) })
}

func (s observedStore) PutKey(ctx context.Context, k *store.Key) error {
	return s.write(opPutKey, func() error { return s.Store.PutKey(ctx, k) })
}

func (s observedStore) DeleteKey(ctx context.Context, id string) error {
	return s.write(opDeleteKey, func() error { return s.Store.DeleteKey(ctx, id) })
}

func (s observedStore) AddReport(ctx context.Context, r *store.Report) (*store.Report, bool, error) {
	var (
		stored  *store.Report
		created bool
	)
	err := s.write(opAddReport, func() (err error) {
		stored, created, err = s.Store.AddReport(ctx, r)
		return err
	})
	return stored, created, err
}

func (s observedStore) SetReportStatus(ctx context.Context, id, status string) (string, error) {
	var previous string
	err := s.write(opSetReportStatus, func() (err error) {
		previous, err = s.Store.SetReportStatus(ctx, id, status)
		return err
	})
	return previous, err
}

// PutKnownScam does not count a write that lost to a newer version as an error:
// store.UpdateKnownScam retries it on the fresh record.
func (s observedStore) PutKnownScam(ctx context.Context, k *store.KnownScam) error {
	start := time.Now()
	err := s.Store.PutKnownScam(ctx, k)
	if errors.Is(err, store.ErrConflict) {
		s.obs.storeWrite(opPutKnownScam, start, nil)
	} else {
		s.obs.storeWrite(opPutKnownScam, start, err)
	}
	return err
}

func (s observedStore) AddUsage(ctx context.Context, period string, deltas map[string]int64) error {
	return s.write(opAddUsage, func() error { return s.Store.AddUsage(ctx, period, deltas) })
}

func (s observedStore) PutIdempotent(ctx context.Context, r *store.Idempotent) error {
	return s.write(opPutIdempotent, func() error { return s.Store.PutIdempotent(ctx, r) })
}

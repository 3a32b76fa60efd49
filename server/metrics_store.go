package server

import (
	"context"
	"time"

	"scamcheck/server/store"
)

// observedStore times every write of the store it wraps
// (scamcheck_store_write_duration_seconds); reads pass through.
type observedStore struct {
	store.Store
	obs *observer
}

func (s observedStore) PutAccount(ctx context.Context, a *store.Account) error {
	start := time.Now()
	err := s.Store.PutAccount(ctx, a)
	s.obs.storeWrite(opPutAccount, start, err)
	return err
}

func (s observedStore) PutKey(ctx context.Context, k *store.Key) error {
	start := time.Now()
	err := s.Store.PutKey(ctx, k)
	s.obs.storeWrite(opPutKey, start, err)
	return err
}

func (s observedStore) DeleteKey(ctx context.Context, id string) error {
	start := time.Now()
	err := s.Store.DeleteKey(ctx, id)
	s.obs.storeWrite(opDeleteKey, start, err)
	return err
}

func (s observedStore) AddReport(ctx context.Context, r *store.Report) (*store.Report, bool, error) {
	start := time.Now()
	stored, created, err := s.Store.AddReport(ctx, r)
	s.obs.storeWrite(opAddReport, start, err)
	return stored, created, err
}

func (s observedStore) SetReportStatus(ctx context.Context, id, status string) error {
	start := time.Now()
	err := s.Store.SetReportStatus(ctx, id, status)
	s.obs.storeWrite(opSetReportStatus, start, err)
	return err
}

func (s observedStore) PutKnownScam(ctx context.Context, k *store.KnownScam) error {
	start := time.Now()
	err := s.Store.PutKnownScam(ctx, k)
	s.obs.storeWrite(opPutKnownScam, start, err)
	return err
}

func (s observedStore) AddUsage(ctx context.Context, period string, deltas map[string]int64) error {
	start := time.Now()
	err := s.Store.AddUsage(ctx, period, deltas)
	s.obs.storeWrite(opAddUsage, start, err)
	return err
}

func (s observedStore) PutIdempotent(ctx context.Context, r *store.Idempotent) error {
	start := time.Now()
	err := s.Store.PutIdempotent(ctx, r)
	s.obs.storeWrite(opPutIdempotent, start, err)
	return err
}

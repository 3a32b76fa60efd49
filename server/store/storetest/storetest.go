// Package storetest is the behaviour every store.Store implementation must have,
// as one test suite: each implementation's test calls Run with a way to open it.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"scamcheck/server/store"
)

// Opener tells Run how to get stores.
type Opener struct {
	// Open returns a new, empty store that reads the time from now. The suite
	// closes it (Close must be idempotent, so the test may close it too).
	Open func(t *testing.T, now func() time.Time) store.Store
	// Reopen, when set, closes s and opens the same data again reading the time
	// from now. The suite then checks that every write survives.
	Reopen func(t *testing.T, s store.Store, now func() time.Time) store.Store
	// PutUnversionedKnownScam, when set, stores data as the known scam id in s the
	// way builds before versioned known scams did (no version, no check). The
	// suite then checks that such records load as version 0.
	PutUnversionedKnownScam func(t *testing.T, s store.Store, id string, data []byte)
}

// waitTimeout bounds the wait for a Watch delivery; it only guards against a hang
// and never decides a pass.
const waitTimeout = 10 * time.Second

// t0 is the suite's starting time: a fixed UTC instant, so values survive a JSON
// round trip unchanged.
var t0 = time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)

// Clock is a manual clock for stores under test.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock returns a clock set at start.
func NewClock(start time.Time) *Clock { return &Clock{now: start} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// Run runs every behaviour of store.Store against stores from o.
func Run(t *testing.T, o Opener) {
	tests := []struct {
		name string
		fn   func(t *testing.T, o Opener)
	}{
		{"Accounts", testAccounts},
		{"Keys", testKeys},
		{"ReportIdentity", testReportIdentity},
		{"ReportsFilterAndOrder", testReportsFilterAndOrder},
		{"ReportStatus", testReportStatus},
		{"KnownScams", testKnownScams},
		{"KnownScamStaleWriteLoses", testKnownScamStaleWriteLoses},
		{"KnownScamStaleWritePublishesNothing", testKnownScamStaleWritePublishesNothing},
		{"KnownScamConcurrentMerges", testKnownScamConcurrentMerges},
		{"KnownScamWithoutVersion", testKnownScamWithoutVersion},
		{"Usage", testUsage},
		{"IdempotentExpiry", testIdempotentExpiry},
		{"ReserveIdempotent", testReserveIdempotent},
		{"ReservationExpiry", testReservationExpiry},
		{"Watch", testWatch},
		{"WatchStops", testWatchStops},
		{"Concurrency", testConcurrency},
		{"PingAndClose", testPingAndClose},
		{"Persistence", testPersistence},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, o) })
	}
}

func open(t *testing.T, o Opener) (store.Store, *Clock) {
	t.Helper()
	c := NewClock(t0)
	s := o.Open(t, c.Now)
	t.Cleanup(func() { _ = s.Close() })
	return s, c
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func wantNotFound(t *testing.T, what string, err error) {
	t.Helper()
	if !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("%s: got error %v; want ErrNotFound", what, err)
	}
}

func wantEqual[T any](t *testing.T, what string, got, want T) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: got %+v; want %+v", what, got, want)
	}
}

func sortedBy[T any](xs []T, id func(T) string) []T {
	xs = slices.Clone(xs)
	slices.SortFunc(xs, func(a, b T) int {
		switch ia, ib := id(a), id(b); {
		case ia < ib:
			return -1
		case ia > ib:
			return 1
		}
		return 0
	})
	return xs
}

// recorder collects the changes a watcher receives.
type recorder struct {
	mu      sync.Mutex
	changes []store.Change
	notify  chan struct{}
}

func newRecorder() *recorder { return &recorder{notify: make(chan struct{}, 1)} }

func (r *recorder) record(c store.Change) {
	r.mu.Lock()
	r.changes = append(r.changes, c)
	r.mu.Unlock()
	select {
	case r.notify <- struct{}{}:
	default:
	}
}

func (r *recorder) seen(want store.Change) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Contains(r.changes, want)
}

func (r *recorder) all() []store.Change {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.changes)
}

// waitFor waits until r has received want.
func (r *recorder) waitFor(t *testing.T, want store.Change) {
	t.Helper()
	deadline := time.NewTimer(waitTimeout)
	defer deadline.Stop()
	for !r.seen(want) {
		select {
		case <-r.notify:
		case <-deadline.C:
			t.Fatalf("watcher: got %+v; want it to include %+v", r.all(), want)
		}
	}
}

func testWatch(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	w1, w2 := newRecorder(), newRecorder()
	must(t, s.Watch(ctx, w1.record))
	must(t, s.Watch(ctx, w2.record))

	f := func(write func() error, want store.Change) {
		t.Helper()
		must(t, write())
		w1.waitFor(t, want)
		w2.waitFor(t, want)
	}
	f(func() error { return s.PutAccount(ctx, &store.Account{ID: "acc_1", Plan: "free"}) },
		store.Change{Kind: store.ChangeAccount, ID: "acc_1"})
	f(func() error { return s.PutKey(ctx, &store.Key{ID: "key_1", AccountID: "acc_1"}) },
		store.Change{Kind: store.ChangeKey, ID: "key_1"})
	f(func() error { return s.DeleteKey(ctx, "key_1") },
		store.Change{Kind: store.ChangeKey, ID: "key_1", Deleted: true})
	rep := newReport("rep_1", "acc_1", "live", "subj", t0)
	f(func() error { _, _, err := s.AddReport(ctx, &rep); return err },
		store.Change{Kind: store.ChangeReport, ID: "rep_1"})
	f(func() error { return s.PutKnownScam(ctx, &store.KnownScam{ID: "ks_1", Env: "live"}) },
		store.Change{Kind: store.ChangeKnownScam, ID: "ks_1"})

	// A status change is a change of the report: wait for it as a new delivery.
	// Delivery is at least once (Redis Cluster can repeat a message published from a
	// script, as its replica replays it), so earlier changes may come again first.
	want := store.Change{Kind: store.ChangeReport, ID: "rep_1"}
	before := len(w1.all())
	_, err := s.SetReportStatus(ctx, "rep_1", store.ReportConfirmed)
	must(t, err)
	deadline := time.NewTimer(waitTimeout)
	defer deadline.Stop()
	for !slices.Contains(w1.all()[before:], want) {
		select {
		case <-w1.notify:
		case <-deadline.C:
			t.Fatalf("watcher after SetReportStatus: got %+v after the status change; want a change of rep_1", w1.all()[before:])
		}
	}
}

func testWatchStops(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	stopped, live := newRecorder(), newRecorder()
	wctx, cancel := context.WithCancel(ctx)
	must(t, s.Watch(wctx, stopped.record))
	must(t, s.Watch(ctx, live.record))
	must(t, s.PutAccount(ctx, &store.Account{ID: "acc_0"}))
	stopped.waitFor(t, store.Change{Kind: store.ChangeAccount, ID: "acc_0"})
	cancel()
	for i := 1; i <= 3; i++ {
		id := fmt.Sprintf("acc_%d", i)
		must(t, s.PutAccount(ctx, &store.Account{ID: id}))
		live.waitFor(t, store.Change{Kind: store.ChangeAccount, ID: id})
	}
	// Only acc_0, perhaps more than once (at-least-once delivery, see testWatch).
	for _, c := range stopped.all() {
		if c != (store.Change{Kind: store.ChangeAccount, ID: "acc_0"}) {
			t.Fatalf("watcher after its context ended: got %+v; want only acc_0", stopped.all())
		}
	}
	// A slow watcher never holds writers: block one and keep writing.
	block := make(chan struct{})
	defer close(block)
	must(t, s.Watch(ctx, func(store.Change) { <-block }))
	for i := 10; i < 30; i++ {
		id := fmt.Sprintf("acc_%d", i)
		must(t, s.PutAccount(ctx, &store.Account{ID: id}))
		live.waitFor(t, store.Change{Kind: store.ChangeAccount, ID: id})
	}
}

func testConcurrency(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	const workers, rounds = 8, 20
	var wg sync.WaitGroup
	reportIDs := make([]string, workers)
	errs := make(chan error, workers)
	for w := range workers {
		wg.Go(func() {
			for i := range rounds {
				if err := s.AddUsage(ctx, "live:2026-11", map[string]int64{"acc_1": 1, fmt.Sprintf("acc_w%d", w): 2}); err != nil {
					errs <- err
					return
				}
				a := store.Account{ID: fmt.Sprintf("acc_w%d", w), Name: fmt.Sprint(i)}
				if err := s.PutAccount(ctx, &a); err != nil {
					errs <- err
					return
				}
				if _, err := s.Accounts(ctx); err != nil {
					errs <- err
					return
				}
			}
			r := newReport(fmt.Sprintf("rep_w%d", w), "acc_1", "live", "same", t0)
			stored, _, err := s.AddReport(ctx, &r)
			if err != nil {
				errs <- err
				return
			}
			reportIDs[w] = stored.ID
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	usage, err := s.Usage(ctx, "live:2026-11")
	must(t, err)
	if got, want := usage["acc_1"], int64(workers*rounds); got != want {
		t.Fatalf("concurrent AddUsage: got %d; want %d", got, want)
	}
	for w := range workers {
		if got, want := usage[fmt.Sprintf("acc_w%d", w)], int64(2*rounds); got != want {
			t.Fatalf("concurrent AddUsage of worker %d: got %d; want %d", w, got, want)
		}
	}
	for _, id := range reportIDs {
		if id != reportIDs[0] {
			t.Fatalf("concurrent AddReport of one identity: got ids %v; want one id", reportIDs)
		}
	}
	rs, err := s.Reports(ctx, "", "")
	must(t, err)
	if len(rs) != 1 {
		t.Fatalf("concurrent AddReport of one identity: got %d reports; want 1", len(rs))
	}
}

func testPingAndClose(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	must(t, s.Ping(ctx))
	must(t, s.Close())
	must(t, s.Close())
	if err := s.Ping(ctx); err == nil {
		t.Fatalf("Ping after Close: got nil error; want an error")
	}
	if err := s.Watch(ctx, func(store.Change) {}); err == nil {
		t.Fatalf("Watch after Close: got nil error; want an error")
	}
}

func testPersistence(t *testing.T, o Opener) {
	if o.Reopen == nil {
		t.Skip("this store's opener cannot reopen the same data")
	}
	c := NewClock(t0)
	s := o.Open(t, c.Now)
	ctx := t.Context()
	a := store.Account{ID: "acc_1", Name: "Acme", Plan: "premium", MonthlyQuota: 5000, RateLimitPerMinute: 60, CreatedAt: t0}
	k := store.Key{ID: "key_1", AccountID: "acc_1", Type: "live", Prefix: "svc_live_", Hash: [32]byte{1, 2, 3}, CreatedAt: t0, UpdatedAt: t0}
	r := newReport("rep_1", "acc_1", "live", "subj", t0)
	ks := store.KnownScam{ID: "ks_1", Env: "live", Subject: "subj", Content: "x", Score: 90, FirstSeenAt: t0}
	idem := store.Idempotent{AccountID: "acc_1", Key: "idem", Status: 200, Body: []byte("{}"), Expires: t0.Add(time.Hour)}
	must(t, s.PutAccount(ctx, &a))
	must(t, s.PutKey(ctx, &k))
	_, _, err := s.AddReport(ctx, &r)
	must(t, err)
	must(t, s.PutKnownScam(ctx, &ks))
	must(t, s.AddUsage(ctx, "live:2026-11", map[string]int64{"acc_1": 9}))
	must(t, s.PutIdempotent(ctx, &idem))

	s = o.Reopen(t, s, c.Now)
	t.Cleanup(func() { _ = s.Close() })
	gotA, err := s.Account(ctx, "acc_1")
	must(t, err)
	wantEqual(t, "Account after reopen", *gotA, a)
	gotK, err := s.Key(ctx, "key_1")
	must(t, err)
	wantEqual(t, "Key after reopen", *gotK, k)
	gotR, err := s.Report(ctx, "rep_1")
	must(t, err)
	wantEqual(t, "Report after reopen", *gotR, r)
	dup := newReport("rep_2", "acc_1", "live", "subj", t0)
	_, created, err := s.AddReport(ctx, &dup)
	must(t, err)
	if created {
		t.Fatalf("AddReport repeat after reopen: got created true; want false")
	}
	gotKS, err := s.KnownScams(ctx, "live")
	must(t, err)
	wantEqual(t, "KnownScams after reopen", gotKS, []store.KnownScam{ks})
	usage, err := s.Usage(ctx, "live:2026-11")
	must(t, err)
	wantEqual(t, "Usage after reopen", usage, map[string]int64{"acc_1": 9})
	gotI, err := s.GetIdempotent(ctx, "acc_1", "idem")
	must(t, err)
	wantEqual(t, "GetIdempotent after reopen", *gotI, idem)
}

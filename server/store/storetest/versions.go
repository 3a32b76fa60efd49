package storetest

import (
	"errors"
	"fmt"
	"sync"
	"testing"

	"scamcheck/server/store"
)

// Versioned known scams: every write is a compare-and-set on the record's version,
// so that a writer that read a record and writes after another one stored a newer
// version loses, and UpdateKnownScam re-applies its change to the newer one.

func wantConflict(t *testing.T, what string, err error) {
	t.Helper()
	if !errors.Is(err, store.ErrConflict) {
		t.Fatalf("%s: got error %v; want ErrConflict", what, err)
	}
}

func getKnownScam(t *testing.T, s store.Store, id string) store.KnownScam {
	t.Helper()
	k, err := s.KnownScam(t.Context(), id)
	must(t, err)
	return *k
}

// testKnownScamStaleWriteLoses: two writers read version 1; the first to write
// stores version 2, the second, based on version 1, loses and stores nothing.
func testKnownScamStaleWriteLoses(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	_, err := s.KnownScam(ctx, "ks_1")
	wantNotFound(t, "KnownScam(missing)", err)

	k := store.KnownScam{ID: "ks_1", Env: "live", Subject: "subj_1", Content: "http://parcel.example/pay",
		ContentType: "url", ScamType: "fake_delivery", Score: 70, ReportCount: 1, FirstSeenAt: t0}
	must(t, s.PutKnownScam(ctx, &k))
	if k.Version != 1 {
		t.Fatalf("PutKnownScam of a new record: set version %d; want 1", k.Version)
	}
	wantEqual(t, "KnownScam after the first write", getKnownScam(t, s, "ks_1"), k)

	fast, slow := getKnownScam(t, s, "ks_1"), getKnownScam(t, s, "ks_1")
	fast.ReportCount, fast.Confirmed = 3, true
	must(t, s.PutKnownScam(ctx, &fast))
	if fast.Version != 2 {
		t.Fatalf("PutKnownScam based on version 1: set version %d; want 2", fast.Version)
	}
	slow.ReportCount = 2
	wantConflict(t, "PutKnownScam based on a replaced version", s.PutKnownScam(ctx, &slow))
	if slow.Version != 1 {
		t.Fatalf("PutKnownScam that lost: set version %d; want it left at 1", slow.Version)
	}
	// A writer that saw no record, or a version the record never had, loses too.
	fresh := k
	fresh.Version, fresh.ReportCount = 0, 1
	wantConflict(t, "PutKnownScam of a new record over a stored one", s.PutKnownScam(ctx, &fresh))
	ahead := fast
	ahead.Version = 7
	wantConflict(t, "PutKnownScam based on a future version", s.PutKnownScam(ctx, &ahead))
	wantEqual(t, "KnownScam after the stale writes", getKnownScam(t, s, "ks_1"), fast)
	list, err := s.KnownScams(ctx, "live")
	must(t, err)
	wantEqual(t, "KnownScams after the stale writes", list, []store.KnownScam{fast})

	// The stale writer's change, retried by UpdateKnownScam, applies to the fresh
	// record: one report more than the 3 stored, the confirmation kept.
	rec, written, err := store.UpdateKnownScam(ctx, s, "ks_1", oneMoreReport)
	must(t, err)
	want := fast
	want.ReportCount, want.Version = 4, 3
	if !written {
		t.Fatalf("UpdateKnownScam: got written false; want true")
	}
	wantEqual(t, "UpdateKnownScam's record", *rec, want)
	wantEqual(t, "KnownScam after UpdateKnownScam", getKnownScam(t, s, "ks_1"), want)
	// A change that declines stores nothing and returns the record as stored.
	rec, written, err = store.UpdateKnownScam(ctx, s, "ks_1", func(*store.KnownScam) *store.KnownScam { return nil })
	must(t, err)
	if written {
		t.Fatalf("UpdateKnownScam that declines: got written true; want false")
	}
	wantEqual(t, "UpdateKnownScam's record when it declines", *rec, want)
	wantEqual(t, "KnownScam after a declined update", getKnownScam(t, s, "ks_1"), want)
	// A change made on no record creates it at version 1.
	rec, _, err = store.UpdateKnownScam(ctx, s, "ks_2", func(cur *store.KnownScam) *store.KnownScam {
		if cur != nil {
			t.Errorf("UpdateKnownScam of a missing record: got %+v; want nil", cur)
		}
		return &store.KnownScam{ID: "ks_2", Env: "live", Subject: "subj_2", ReportCount: 1, FirstSeenAt: t0}
	})
	must(t, err)
	if rec.Version != 1 {
		t.Fatalf("UpdateKnownScam creating a record: got version %d; want 1", rec.Version)
	}
	// A change that names another record is refused.
	if _, _, err := store.UpdateKnownScam(ctx, s, "ks_2", func(cur *store.KnownScam) *store.KnownScam {
		cur.ID = "ks_3"
		return cur
	}); err == nil {
		t.Fatalf("UpdateKnownScam changing the id: got nil error; want an error")
	}
}

// testKnownScamStaleWritePublishesNothing: a write that loses tells no watcher.
// Changes of one store reach a watcher in order, so once the change written after
// it arrives, the lost one would have.
func testKnownScamStaleWritePublishesNothing(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	w := newRecorder()
	must(t, s.Watch(ctx, w.record))
	lost := store.KnownScam{ID: "ks_lost", Env: "live", Version: 4}
	wantConflict(t, "PutKnownScam based on a version never stored", s.PutKnownScam(ctx, &lost))
	must(t, s.PutKnownScam(ctx, &store.KnownScam{ID: "ks_after", Env: "live"}))
	w.waitFor(t, store.Change{Kind: store.ChangeKnownScam, ID: "ks_after"})
	if w.seen(store.Change{Kind: store.ChangeKnownScam, ID: "ks_lost"}) {
		t.Fatalf("watcher: got %+v; want no change of ks_lost, whose write lost", w.all())
	}
	_, err := s.KnownScam(ctx, "ks_lost")
	wantNotFound(t, "KnownScam of a write that lost", err)
}

// testKnownScamConcurrentMerges: workers add reports to one known scam at once,
// each by UpdateKnownScam; every addition is in the final count, and a
// confirmation made among them is kept.
func testKnownScamConcurrentMerges(t *testing.T, o Opener) {
	s, _ := open(t, o)
	ctx := t.Context()
	const workers, rounds = 8, 15
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Go(func() {
			for i := range rounds {
				_, _, err := store.UpdateKnownScam(ctx, s, "ks_1", func(cur *store.KnownScam) *store.KnownScam {
					if cur == nil {
						cur = &store.KnownScam{ID: "ks_1", Env: "live", Subject: "subj", Content: "you won",
							ContentType: "sms", ScamType: "lottery", FirstSeenAt: t0}
					}
					cur.ReportCount++
					if w == 0 && i == rounds/2 {
						cur.Confirmed = true
					}
					return cur
				})
				if err != nil {
					errs <- fmt.Errorf("worker %d, report %d: %w", w, i, err)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	got := getKnownScam(t, s, "ks_1")
	if got.ReportCount != workers*rounds || got.Version != workers*rounds || !got.Confirmed {
		t.Fatalf("after %d concurrent additions: got report count %d, version %d, confirmed %v; want %d, %d, true",
			workers*rounds, got.ReportCount, got.Version, got.Confirmed, workers*rounds, workers*rounds)
	}
}

// testKnownScamWithoutVersion: a record stored by a build before versions loads
// as version 0, and a write based on version 0 replaces it.
func testKnownScamWithoutVersion(t *testing.T, o Opener) {
	if o.PutUnversionedKnownScam == nil {
		t.Skip("this store's opener cannot write a record as a build before versions did")
	}
	s, _ := open(t, o)
	ctx := t.Context()
	o.PutUnversionedKnownScam(t, s, "scm_old", []byte(`{"id":"scm_old","env":"live","subject":"subj","content":"you won",`+
		`"content_type":"sms","scam_type":"lottery","score":80,"report_count":2,"confirmed":false,"first_seen_at":"2026-11-05T10:00:00Z"}`))
	old := store.KnownScam{ID: "scm_old", Env: "live", Subject: "subj", Content: "you won", ContentType: "sms",
		ScamType: "lottery", Score: 80, ReportCount: 2, FirstSeenAt: t0}
	wantEqual(t, "KnownScam without a version", getKnownScam(t, s, "scm_old"), old)
	list, err := s.KnownScams(ctx, "live")
	must(t, err)
	wantEqual(t, "KnownScams with a record without a version", list, []store.KnownScam{old})

	stale := old
	stale.Version = 1
	wantConflict(t, "PutKnownScam based on version 1 over a record without one", s.PutKnownScam(ctx, &stale))
	rec, _, err := store.UpdateKnownScam(ctx, s, "scm_old", oneMoreReport)
	must(t, err)
	want := old
	want.ReportCount, want.Version = 3, 1
	wantEqual(t, "UpdateKnownScam of a record without a version", *rec, want)
	wantEqual(t, "KnownScam after its first versioned write", getKnownScam(t, s, "scm_old"), want)
}

// oneMoreReport is an UpdateKnownScam change: one report more.
func oneMoreReport(cur *store.KnownScam) *store.KnownScam {
	cur.ReportCount++
	return cur
}

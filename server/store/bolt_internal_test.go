package store

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// TestBoltPurgesExpired checks that expired idempotent records leave the file, not
// only that they are hidden.
func TestBoltPurgesExpired(t *testing.T) {
	now := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	b, err := OpenBolt(filepath.Join(t.TempDir(), "scamcheck.db"), WithClock(func() time.Time { return now }))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx := t.Context()
	for i := range 5 {
		r := Idempotent{AccountID: "acc_1", Key: fmt.Sprint("old-", i), Expires: now.Add(time.Hour)}
		if err := b.PutIdempotent(ctx, &r); err != nil {
			t.Fatal(err)
		}
	}
	count := func() (recs, exps int) {
		t.Helper()
		err := b.db.View(func(tx *bolt.Tx) error {
			recs = tx.Bucket(bucketIdem).Stats().KeyN
			exps = tx.Bucket(bucketIdemExp).Stats().KeyN
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return recs, exps
	}
	if recs, exps := count(); recs != 5 || exps != 5 {
		t.Fatalf("before expiry: got %d records, %d expiry entries; want 5, 5", recs, exps)
	}
	now = now.Add(2 * time.Hour)
	r := Idempotent{AccountID: "acc_1", Key: "new", Expires: now.Add(time.Hour)}
	if err := b.PutIdempotent(ctx, &r); err != nil {
		t.Fatal(err)
	}
	if recs, exps := count(); recs != 1 || exps != 1 {
		t.Fatalf("after expiry and a write: got %d records, %d expiry entries; want 1, 1", recs, exps)
	}
}

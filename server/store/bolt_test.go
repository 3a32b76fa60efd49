package store_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"scamcheck/server/store"
	"scamcheck/server/store/storetest"
)

func openBolt(t testing.TB, path string, now func() time.Time) *store.Bolt {
	t.Helper()
	b, err := store.OpenBolt(path, store.WithClock(now))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBolt(t *testing.T) {
	storetest.Run(t, storetest.Opener{
		Open: func(t *testing.T, now func() time.Time) store.Store {
			return openBolt(t, filepath.Join(t.TempDir(), "scamcheck.db"), now)
		},
		Reopen: func(t *testing.T, s store.Store, now func() time.Time) store.Store {
			path := s.(*store.Bolt).Path()
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			return openBolt(t, path, now)
		},
		PutUnversionedKnownScam: putUnversionedKnownScam,
	})
}

func putUnversionedKnownScam(t *testing.T, s store.Store, id string, data []byte) {
	t.Helper()
	if err := store.PutUnversionedKnownScam(t.Context(), s, id, data); err != nil {
		t.Fatal(err)
	}
}

func TestBoltFileMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "scamcheck.db")
	b := openBolt(t, path, time.Now)
	defer b.Close()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := fi.Mode().Perm(); got != 0o600 {
		t.Fatalf("file mode: got %o; want 600", got)
	}
}

func TestBoltLocked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "scamcheck.db")
	b := openBolt(t, path, time.Now)
	defer b.Close()
	// bbolt's lock is an flock on the open file, so a second open in this process
	// conflicts just as another process would.
	second, err := store.OpenBolt(path)
	if err == nil {
		second.Close()
		t.Fatalf("second OpenBolt of a locked file: got nil error; want a lock error")
	}
	if !strings.Contains(err.Error(), "locked by another process") {
		t.Fatalf("second OpenBolt of a locked file: got %q; want it to say the file is locked", err)
	}
}

func TestBoltClosedIsUnavailable(t *testing.T) {
	b := openBolt(t, filepath.Join(t.TempDir(), "scamcheck.db"), time.Now)
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	_, err := b.Account(t.Context(), "acc_1")
	if !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Account after Close: got %v; want ErrUnavailable", err)
	}
}

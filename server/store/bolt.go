package store

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// BoltLockTimeout is how long OpenBolt waits for the file lock held by another
// process before it fails.
const BoltLockTimeout = time.Second

// idempotentPurgeInterval is how often (by the store's clock) PutIdempotent also
// deletes expired idempotent records, and idempotentPurgeBatch how many at most.
const (
	idempotentPurgeInterval = time.Minute
	idempotentPurgeBatch    = 1000
)

// Bucket names. Values are JSON unless said otherwise.
var (
	bucketAccounts   = []byte("accounts")    // id -> Account
	bucketKeys       = []byte("keys")        // id -> Key
	bucketReports    = []byte("reports")     // id -> Report
	bucketReportIDs  = []byte("report_ids")  // account \x00 env \x00 subject -> report id
	bucketKnownScams = []byte("known_scams") // id -> KnownScam
	bucketUsage      = []byte("usage")       // period -> bucket of account -> 8-byte big-endian int64
	bucketIdem       = []byte("idempotent")  // account \x00 key -> Idempotent
	bucketIdemExp    = []byte("idem_expiry") // 8-byte big-endian expiry unix ns + account \x00 key -> nothing
)

var boltBuckets = [][]byte{
	bucketAccounts, bucketKeys, bucketReports, bucketReportIDs,
	bucketKnownScams, bucketUsage, bucketIdem, bucketIdemExp,
}

// Bolt is the embedded store: one bbolt file, one fsync'd transaction per write.
// Its Watch delivers the writes made through this Bolt value (this process).
type Bolt struct {
	db  *bolt.DB
	now func() time.Time
	hub *hub

	purgeMu   sync.Mutex
	lastPurge time.Time

	// Reservations of Idempotency-Keys live in memory: one process owns the file,
	// so there is no other node to share them with.
	resMu     sync.Mutex
	reserved  map[[2]string]reservation
	lastToken uint64

	closeOnce sync.Once
	closeErr  error
}

var _ Store = (*Bolt)(nil)

// OpenBolt opens or creates the bbolt file at path (mode 0600). It fails after
// BoltLockTimeout when another process holds the file.
func OpenBolt(path string, opts ...Option) (*Bolt, error) {
	o := applyOptions(opts)
	db, err := bolt.Open(path, 0o600, &bolt.Options{
		Timeout:      BoltLockTimeout,
		FreelistType: bolt.FreelistMapType,
	})
	if err != nil {
		if errors.Is(err, berrors.ErrTimeout) {
			return nil, fmt.Errorf("cannot open %s: the file is locked by another process (waited %s): %w", path, BoltLockTimeout, err)
		}
		return nil, fmt.Errorf("cannot open %s: %w", path, err)
	}
	err = db.Update(func(tx *bolt.Tx) error {
		for _, name := range boltBuckets {
			if _, err := tx.CreateBucketIfNotExists(name); err != nil {
				return fmt.Errorf("cannot create bucket %s: %w", name, err)
			}
		}
		return nil
	})
	if err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("cannot initialize %s: %w", path, err)
	}
	return &Bolt{db: db, now: o.now, hub: newHub()}, nil
}

// Path returns the file's path.
func (b *Bolt) Path() string { return b.db.Path() }

// Close stops the watchers, then closes the file. It is idempotent; operations after
// Close fail with ErrUnavailable.
func (b *Bolt) Close() error {
	b.closeOnce.Do(func() {
		b.hub.close()
		if err := b.db.Close(); err != nil {
			b.closeErr = fmt.Errorf("cannot close %s: %w", b.db.Path(), err)
		}
	})
	return b.closeErr
}

// Ping fails once the store is closed.
func (b *Bolt) Ping(ctx context.Context) error {
	return b.view(ctx, "ping", func(*bolt.Tx) error { return nil })
}

// Watch registers fn and returns; fn then receives, on a goroutine of its own, every
// change written through b after Watch returned, until ctx is done or b is closed.
// Changes queued for a slow fn are coalesced per record (see hub), so writers never
// wait for watchers.
func (b *Bolt) Watch(ctx context.Context, fn func(Change)) error {
	return b.hub.add(ctx, fn)
}

// view and update run fn in a read or write transaction, checking ctx first and
// naming the operation in errors. A closed database yields ErrUnavailable.
func (b *Bolt) view(ctx context.Context, op string, fn func(tx *bolt.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("cannot %s: %w", op, err)
	}
	return boltError(op, b.db.View(fn))
}

func (b *Bolt) update(ctx context.Context, op string, fn func(tx *bolt.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("cannot %s: %w", op, err)
	}
	return boltError(op, b.db.Update(fn))
}

func boltError(op string, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, berrors.ErrDatabaseNotOpen):
		return fmt.Errorf("cannot %s: %w: %w", op, ErrUnavailable, err)
	case errors.Is(err, ErrNotFound):
		return err
	default:
		return fmt.Errorf("cannot %s: %w", op, err)
	}
}

func putJSON(bk *bolt.Bucket, key string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("cannot encode %s: %w", key, err)
	}
	return bk.Put([]byte(key), data)
}

func getJSON(bk *bolt.Bucket, key string, v any) error {
	data := bk.Get([]byte(key))
	if data == nil {
		return ErrNotFound
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("cannot decode %s: %w", key, err)
	}
	return nil
}

// listJSON decodes every value of bk, in key order, keeping those keep accepts.
func listJSON[T any](bk *bolt.Bucket, keep func(*T) bool) ([]T, error) {
	var out []T
	err := bk.ForEach(func(k, v []byte) error {
		var rec T
		if err := json.Unmarshal(v, &rec); err != nil {
			return fmt.Errorf("cannot decode %s: %w", k, err)
		}
		if keep == nil || keep(&rec) {
			out = append(out, rec)
		}
		return nil
	})
	return out, err
}

func needID(kind, id string) error {
	if id == "" {
		return fmt.Errorf("cannot store %s: empty id", kind)
	}
	return nil
}

// putRecord stores v, the record of id, in bucket and, once it is committed,
// tells the watchers that the record of kind id changed. what names the record in
// errors.
func (b *Bolt) putRecord(ctx context.Context, what string, bucket []byte, kind, id string, v any) error {
	if err := needID(what, id); err != nil {
		return err
	}
	err := b.update(ctx, "put "+what, func(tx *bolt.Tx) error {
		return putJSON(tx.Bucket(bucket), id, v)
	})
	if err == nil {
		b.hub.publish(Change{Kind: kind, ID: id})
	}
	return err
}

// boltGet returns the record of id in bucket, or ErrNotFound.
func boltGet[T any](ctx context.Context, b *Bolt, what string, bucket []byte, id string) (*T, error) {
	var v T
	err := b.view(ctx, "get "+what, func(tx *bolt.Tx) error {
		return getJSON(tx.Bucket(bucket), id, &v)
	})
	if err != nil {
		return nil, err
	}
	return &v, nil
}

// boltList lists the records of bucket that keep accepts (nil: all), by id.
func boltList[T any](ctx context.Context, b *Bolt, op string, bucket []byte, keep func(*T) bool) (out []T, err error) {
	err = b.view(ctx, op, func(tx *bolt.Tx) error {
		out, err = listJSON(tx.Bucket(bucket), keep)
		return err
	})
	return out, err
}

// PutAccount inserts or replaces a.
func (b *Bolt) PutAccount(ctx context.Context, a *Account) error {
	return b.putRecord(ctx, "account", bucketAccounts, ChangeAccount, a.ID, a)
}

// Account returns the account with id or ErrNotFound.
func (b *Bolt) Account(ctx context.Context, id string) (*Account, error) {
	return boltGet[Account](ctx, b, "account", bucketAccounts, id)
}

// Accounts lists every account by id.
func (b *Bolt) Accounts(ctx context.Context) ([]Account, error) {
	return boltList[Account](ctx, b, "list accounts", bucketAccounts, nil)
}

// PutKey inserts or replaces k.
func (b *Bolt) PutKey(ctx context.Context, k *Key) error {
	return b.putRecord(ctx, "key", bucketKeys, ChangeKey, k.ID, k)
}

// DeleteKey deletes the key with id, or returns ErrNotFound.
func (b *Bolt) DeleteKey(ctx context.Context, id string) error {
	err := b.update(ctx, "delete key", func(tx *bolt.Tx) error {
		bk := tx.Bucket(bucketKeys)
		if bk.Get([]byte(id)) == nil {
			return ErrNotFound
		}
		return bk.Delete([]byte(id))
	})
	if err == nil {
		b.hub.publish(Change{Kind: ChangeKey, ID: id, Deleted: true})
	}
	return err
}

// Key returns the key with id or ErrNotFound.
func (b *Bolt) Key(ctx context.Context, id string) (*Key, error) {
	return boltGet[Key](ctx, b, "key", bucketKeys, id)
}

// Keys lists every key of every account, by id.
func (b *Bolt) Keys(ctx context.Context) ([]Key, error) {
	return boltList[Key](ctx, b, "list keys", bucketKeys, nil)
}

func reportIdentity(r *Report) []byte {
	return []byte(r.AccountID + "\x00" + r.Env + "\x00" + r.Subject)
}

// AddReport stores r unless the account already reported the same subject in the
// same env; then it returns the first report and created false.
func (b *Bolt) AddReport(ctx context.Context, r *Report) (*Report, bool, error) {
	if err := needID("report", r.ID); err != nil {
		return nil, false, err
	}
	var stored Report
	created := false
	err := b.update(ctx, "add report", func(tx *bolt.Tx) error {
		ids, reports := tx.Bucket(bucketReportIDs), tx.Bucket(bucketReports)
		ident := reportIdentity(r)
		if id := ids.Get(ident); id != nil {
			return getJSON(reports, string(id), &stored)
		}
		if reports.Get([]byte(r.ID)) != nil {
			return fmt.Errorf("report id %q already used by another report", r.ID)
		}
		if err := ids.Put(ident, []byte(r.ID)); err != nil {
			return err
		}
		stored, created = *r, true
		return putJSON(reports, r.ID, r)
	})
	if err != nil {
		return nil, false, err
	}
	if created {
		b.hub.publish(Change{Kind: ChangeReport, ID: r.ID})
	}
	return &stored, created, nil
}

// Report returns the report with id or ErrNotFound.
func (b *Bolt) Report(ctx context.Context, id string) (*Report, error) {
	return boltGet[Report](ctx, b, "report", bucketReports, id)
}

// Reports lists the reports of env and status ("" = any), oldest first (ties by id).
func (b *Bolt) Reports(ctx context.Context, env, status string) ([]Report, error) {
	out, err := boltList(ctx, b, "list reports", bucketReports, func(r *Report) bool {
		return (env == "" || r.Env == env) && (status == "" || r.Status == status)
	})
	sortReports(out)
	return out, err
}

// sortReports orders reports oldest first, ties by id.
func sortReports(rs []Report) {
	slices.SortFunc(rs, func(a, b Report) int {
		if c := a.CreatedAt.Compare(b.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
}

// SetReportStatus changes the status of the report with id and returns the one it
// replaced, or returns ErrNotFound.
func (b *Bolt) SetReportStatus(ctx context.Context, id, status string) (string, error) {
	var previous string
	err := b.update(ctx, "set report status", func(tx *bolt.Tx) error {
		bk := tx.Bucket(bucketReports)
		var r Report
		if err := getJSON(bk, id, &r); err != nil {
			return err
		}
		previous, r.Status = r.Status, status
		return putJSON(bk, id, &r)
	})
	if err != nil {
		return "", err
	}
	b.hub.publish(Change{Kind: ChangeReport, ID: id})
	return previous, nil
}

// PutKnownScam stores k if the stored record is still at k.Version (compared in
// the write transaction), as the next version; otherwise it returns ErrConflict.
func (b *Bolt) PutKnownScam(ctx context.Context, k *KnownScam) error {
	if err := needID("known scam", k.ID); err != nil {
		return err
	}
	next := *k
	next.Version++
	err := b.update(ctx, "put known scam", func(tx *bolt.Tx) error {
		bk := tx.Bucket(bucketKnownScams)
		if old := bk.Get([]byte(k.ID)); old != nil {
			var cur struct {
				Version int64 `json:"version"`
			}
			if err := json.Unmarshal(old, &cur); err != nil {
				return fmt.Errorf("cannot decode %s: %w", k.ID, err)
			}
			if cur.Version != k.Version {
				return fmt.Errorf("known scam %s is at version %d, not %d: %w", k.ID, cur.Version, k.Version, ErrConflict)
			}
		} else if k.Version != 0 {
			return fmt.Errorf("known scam %s is not stored, not at version %d: %w", k.ID, k.Version, ErrConflict)
		}
		return putJSON(bk, k.ID, &next)
	})
	if err != nil {
		return err
	}
	k.Version = next.Version
	b.hub.publish(Change{Kind: ChangeKnownScam, ID: k.ID})
	return nil
}

// KnownScam returns the known scam with id or ErrNotFound.
func (b *Bolt) KnownScam(ctx context.Context, id string) (*KnownScam, error) {
	return boltGet[KnownScam](ctx, b, "known scam", bucketKnownScams, id)
}

// KnownScams lists the known scams of env, by id.
func (b *Bolt) KnownScams(ctx context.Context, env string) ([]KnownScam, error) {
	return boltList(ctx, b, "list known scams", bucketKnownScams, func(k *KnownScam) bool {
		return k.Env == env
	})
}

// AddUsage adds deltas to the counters of period in one transaction.
func (b *Bolt) AddUsage(ctx context.Context, period string, deltas map[string]int64) error {
	if period == "" {
		return fmt.Errorf("cannot add usage: empty period")
	}
	if len(deltas) == 0 {
		return nil
	}
	return b.update(ctx, "add usage", func(tx *bolt.Tx) error {
		bk, err := tx.Bucket(bucketUsage).CreateBucketIfNotExists([]byte(period))
		if err != nil {
			return err
		}
		for account, d := range deltas {
			if d == 0 {
				continue
			}
			n := d
			if v := bk.Get([]byte(account)); len(v) == 8 {
				n += int64(binary.BigEndian.Uint64(v))
			}
			// bbolt keeps the value slice until the commit: one per counter.
			if err := bk.Put([]byte(account), binary.BigEndian.AppendUint64(nil, uint64(n))); err != nil {
				return err
			}
		}
		return nil
	})
}

// Usage returns the counters of period (empty, not nil, when there are none).
func (b *Bolt) Usage(ctx context.Context, period string) (map[string]int64, error) {
	out := make(map[string]int64)
	err := b.view(ctx, "read usage", func(tx *bolt.Tx) error {
		bk := tx.Bucket(bucketUsage).Bucket([]byte(period))
		if bk == nil {
			return nil
		}
		return bk.ForEach(func(k, v []byte) error {
			if len(v) != 8 {
				return fmt.Errorf("bad usage counter %q of %s: %d bytes", k, period, len(v))
			}
			out[string(k)] = int64(binary.BigEndian.Uint64(v))
			return nil
		})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func idempotentKey(accountID, key string) []byte {
	return []byte(accountID + "\x00" + key)
}

// idempotentExpiryKey orders records by expiry; times before 1970 count as 1970.
func idempotentExpiryKey(expires time.Time, id []byte) []byte {
	k := binary.BigEndian.AppendUint64(make([]byte, 0, 8+len(id)), unixNanos(expires))
	return append(k, id...)
}

// unixNanos is t in Unix nanoseconds, clamped to [0, 2262].
func unixNanos(t time.Time) uint64 {
	switch {
	case t.Before(time.Unix(0, 0)):
		return 0
	case t.After(time.Unix(0, math.MaxInt64)):
		return math.MaxInt64
	}
	return uint64(t.UnixNano())
}

// PutIdempotent keeps r until r.Expires, replacing any record under the same account
// and key. At most once per idempotentPurgeInterval it also deletes expired records.
func (b *Bolt) PutIdempotent(ctx context.Context, r *Idempotent) error {
	now := b.now()
	purge := false
	b.purgeMu.Lock()
	if now.Sub(b.lastPurge) >= idempotentPurgeInterval {
		b.lastPurge, purge = now, true
	}
	b.purgeMu.Unlock()
	return b.update(ctx, "put idempotent response", func(tx *bolt.Tx) error {
		recs, exps := tx.Bucket(bucketIdem), tx.Bucket(bucketIdemExp)
		id := idempotentKey(r.AccountID, r.Key)
		var old Idempotent
		switch err := getJSON(recs, string(id), &old); {
		case err == nil:
			if err := exps.Delete(idempotentExpiryKey(old.Expires, id)); err != nil {
				return err
			}
		case !errors.Is(err, ErrNotFound):
			return err
		}
		if err := putJSON(recs, string(id), r); err != nil {
			return err
		}
		if err := exps.Put(idempotentExpiryKey(r.Expires, id), nil); err != nil {
			return err
		}
		if purge {
			return purgeIdempotent(recs, exps, now)
		}
		return nil
	})
}

// purgeIdempotent deletes up to idempotentPurgeBatch records expired at now.
func purgeIdempotent(recs, exps *bolt.Bucket, now time.Time) error {
	limit := binary.BigEndian.AppendUint64(nil, unixNanos(now))
	var dead [][]byte
	c := exps.Cursor()
	for k, _ := c.First(); k != nil && len(dead) < idempotentPurgeBatch; k, _ = c.Next() {
		if len(k) < 8 || bytes.Compare(k[:8], limit) > 0 {
			break
		}
		dead = append(dead, bytes.Clone(k)) // k is only valid until the bucket changes
	}
	for _, k := range dead {
		if err := exps.Delete(k); err != nil {
			return err
		}
		if err := recs.Delete(k[8:]); err != nil {
			return err
		}
	}
	return nil
}

// GetIdempotent returns the response kept for (accountID, key), or ErrNotFound when
// there is none or it expired by the store's clock.
func (b *Bolt) GetIdempotent(ctx context.Context, accountID, key string) (*Idempotent, error) {
	var r Idempotent
	err := b.view(ctx, "get idempotent response", func(tx *bolt.Tx) error {
		return getJSON(tx.Bucket(bucketIdem), string(idempotentKey(accountID, key)), &r)
	})
	if err != nil {
		return nil, err
	}
	if !b.now().Before(r.Expires) {
		return nil, ErrNotFound
	}
	return &r, nil
}

// reservation is a request's hold on an Idempotency-Key.
type reservation struct {
	token   string
	expires time.Time
}

// ReserveIdempotent takes (accountID, key) for ttl by the store's clock, unless a
// reservation that has not expired holds it.
func (b *Bolt) ReserveIdempotent(ctx context.Context, accountID, key string, ttl time.Duration) (string, bool, error) {
	// Nothing to read, but a closed store fails like every other operation.
	if err := b.view(ctx, "reserve idempotency key", func(*bolt.Tx) error { return nil }); err != nil {
		return "", false, err
	}
	b.resMu.Lock()
	defer b.resMu.Unlock()
	now, id := b.now(), [2]string{accountID, key}
	if old, held := b.reserved[id]; held && now.Before(old.expires) {
		return "", false, nil
	}
	if b.reserved == nil {
		b.reserved = map[[2]string]reservation{}
	}
	for k, r := range b.reserved { // few at a time: one per request in progress
		if !now.Before(r.expires) {
			delete(b.reserved, k)
		}
	}
	b.lastToken++
	token := strconv.FormatUint(b.lastToken, 10) // unique in this process, which is enough
	b.reserved[id] = reservation{token: token, expires: now.Add(ttl)}
	return token, true, nil
}

// ReleaseIdempotent deletes the reservation of (accountID, key) if it is token's.
func (b *Bolt) ReleaseIdempotent(ctx context.Context, accountID, key, token string) error {
	b.resMu.Lock()
	defer b.resMu.Unlock()
	id := [2]string{accountID, key}
	if r, held := b.reserved[id]; held && r.token == token {
		delete(b.reserved, id)
	}
	return nil
}

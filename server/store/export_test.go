package store

import (
	"context"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// PutUnversionedKnownScam stores data as the known scam id of s without a version
// check, as builds before versioned known scams wrote them.
func PutUnversionedKnownScam(ctx context.Context, s Store, id string, data []byte) error {
	switch s := s.(type) {
	case *Bolt:
		return s.db.Update(func(tx *bolt.Tx) error { return tx.Bucket(bucketKnownScams).Put([]byte(id), data) })
	case *Redis:
		return s.c.HSet(ctx, redisKnownScams, id, data).Err()
	}
	return fmt.Errorf("cannot write an unversioned known scam to a %T", s)
}

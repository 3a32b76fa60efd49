package server

import (
	"context"
	"strings"
	"time"

	"github.com/valyala/fasthttp"

	"scamcheck/server/store"
)

// API keys in the admin API (D9, D20a): create them within the plan's key counts,
// list them, regenerate their secrets and delete them. A secret is shown once,
// when it is made; the store keeps only its hash.

// keyRequest is the body of POST /admin/v1/accounts/{id}/keys.
type keyRequest struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

func (s *Server) adminCreateKey(ctx *fasthttp.RequestCtx) {
	var in keyRequest
	if !decodeAdmin(ctx, &in, keySchema) {
		return
	}
	if reason := validName(in.Name); reason != "" {
		writeError(ctx, invalid("name", reason))
		return
	}
	if in.Type != envTest && in.Type != envLive {
		writeError(ctx, invalid("type", `must be "test" or "live"`))
		return
	}
	s.withAccount(ctx, true, func(sctx context.Context, a *store.Account) error {
		p, ok := planByName(a.Plan)
		if !ok {
			return errInternal
		}
		keys, err := s.st.Keys(sctx)
		if err != nil {
			return err
		}
		n := 0
		for i := range keys {
			if keys[i].AccountID == a.ID && keys[i].Type == in.Type {
				n++
			}
		}
		if aerr := keyLimitError(p, in.Type, n); aerr != nil {
			return aerr
		}
		k, secret := newKey(a.ID, strings.TrimSpace(in.Name), in.Type, s.now().UTC())
		if err := s.putKey(sctx, k); err != nil {
			return err
		}
		writeJSON(ctx, fasthttp.StatusCreated, appendKeyJSON(nil, k, secret))
		return nil
	})
}

// newKey makes a key record and its secret.
func newKey(accountID, name, env string, now time.Time) (*store.Key, string) {
	secret := newSecret(env)
	prefix := prefixTestKey
	if env == envLive {
		prefix = prefixLiveKey
	}
	return &store.Key{ID: newID(prefixKey), AccountID: accountID, Name: name, Type: env, Prefix: prefix,
		Hash: hashSecret(secret), CreatedAt: now, UpdatedAt: now}, secret
}

// putKey stores k and makes the change visible to the hot path at once.
func (s *Server) putKey(ctx context.Context, k *store.Key) error {
	if err := s.st.PutKey(ctx, k); err != nil {
		return err
	}
	return s.reloadAuth(ctx)
}

func (s *Server) adminListKeys(ctx *fasthttp.RequestCtx) {
	s.withAccount(ctx, false, func(sctx context.Context, a *store.Account) error {
		keys, err := s.st.Keys(sctx)
		if err != nil {
			return err
		}
		out := append([]byte(nil), `{"data":[`...)
		n := 0
		for i := range keys {
			if keys[i].AccountID != a.ID {
				continue
			}
			if n > 0 {
				out = append(out, ',')
			}
			n++
			out = appendKeyJSON(out, &keys[i], "")
		}
		writeJSON(ctx, fasthttp.StatusOK, append(out, "]}"...))
		return nil
	})
}

func (s *Server) adminRegenerateKey(ctx *fasthttp.RequestCtx) {
	s.withKey(ctx, true, func(sctx context.Context, k *store.Key) error {
		secret := newSecret(k.Type)
		k.Hash = hashSecret(secret)
		k.UpdatedAt = s.now().UTC()
		if err := s.putKey(sctx, k); err != nil {
			return err
		}
		writeJSON(ctx, fasthttp.StatusOK, appendKeyJSON(nil, k, secret))
		return nil
	})
}

func (s *Server) adminDeleteKey(ctx *fasthttp.RequestCtx) {
	s.withKey(ctx, true, func(sctx context.Context, k *store.Key) error {
		if err := s.st.DeleteKey(sctx, k.ID); err != nil {
			return err
		}
		if err := s.reloadAuth(sctx); err != nil {
			return err
		}
		ctx.SetStatusCode(fasthttp.StatusNoContent)
		return nil
	})
}

// appendKeyJSON appends a key record; secret, when not empty, is shown as "key".
func appendKeyJSON(dst []byte, k *store.Key, secret string) []byte {
	dst = append(dst, '{')
	dst = appendStringField(dst, "id", k.ID)
	dst = appendStringField(dst, "account_id", k.AccountID)
	dst = appendStringField(dst, "name", k.Name)
	dst = appendStringField(dst, "type", k.Type)
	dst = appendStringField(dst, "prefix", k.Prefix)
	if secret != "" {
		dst = appendStringField(dst, "key", secret)
	}
	dst = appendTimeField(dst, "created_at", k.CreatedAt)
	dst = appendTimeField(dst, "updated_at", k.UpdatedAt)
	return append(dst, '}')
}

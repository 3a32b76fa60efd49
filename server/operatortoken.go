package server

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// TokenFile is the name of the operator token file inside the data directory.
const TokenFile = "admin.token"

// OperatorToken returns the operator token (D20b): configured when not empty, else
// the one in dataDir/admin.token, else a new one written there with mode 0600, in
// which case created is true and the caller should print it.
func OperatorToken(dataDir, configured string) (token string, created bool, err error) {
	if configured != "" {
		return configured, false, nil
	}
	token, err = ReadOperatorToken(dataDir)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return token, false, err
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return "", false, fmt.Errorf("cannot create data directory: %w", err)
	}
	token = string(appendRandom([]byte("sco_"), 40))
	path := filepath.Join(dataDir, TokenFile)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return "", false, fmt.Errorf("cannot create operator token file: %w", err)
	}
	if _, err := f.WriteString(token + "\n"); err != nil {
		f.Close()
		return "", false, fmt.Errorf("cannot write operator token file: %w", err)
	}
	if err := f.Close(); err != nil {
		return "", false, fmt.Errorf("cannot write operator token file: %w", err)
	}
	return token, true, nil
}

// ReadOperatorToken reads dataDir/admin.token.
func ReadOperatorToken(dataDir string) (string, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, TokenFile))
	if err != nil {
		return "", fmt.Errorf("cannot read operator token: %w", err)
	}
	token := strings.TrimSpace(string(b))
	if token == "" {
		return "", fmt.Errorf("cannot read operator token: %s is empty", filepath.Join(dataDir, TokenFile))
	}
	return token, nil
}

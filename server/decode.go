package server

import (
	"bytes"
	"encoding/json"
)

// jsonKind is the JSON type a request field must have.
type jsonKind uint8

const (
	kindString jsonKind = iota
	kindObject
	kindArray
	kindInteger
	kindBool
)

var kindNames = [...]string{"a string", "an object", "an array", "an integer", "a boolean"}

// fieldSpec describes one request field, for precise 400 details when the fast
// decoder refuses a body. items describes the objects of an array field.
type fieldSpec struct {
	name  string
	kind  jsonKind
	items []fieldSpec
}

var (
	checkSchema = []fieldSpec{{name: "content"}, {name: "type"}, {name: "metadata", kind: kindObject}}
	batchSchema = []fieldSpec{{name: "items", kind: kindArray,
		items: []fieldSpec{{name: "content"}, {name: "type"}}}}
	reportSchema  = []fieldSpec{{name: "content"}, {name: "content_type"}, {name: "scam_type"}, {name: "description"}}
	accountSchema = []fieldSpec{{name: "name"}, {name: "plan"},
		{name: "monthly_quota", kind: kindInteger}, {name: "rate_limit_per_minute", kind: kindInteger}}
	keySchema = []fieldSpec{{name: "name"}, {name: "type"}}
)

// decodeError explains why body could not be decoded: not JSON, not an object, or
// the first field (or batch item field) of the wrong type. It runs only on the
// error path, so it may be slow.
func decodeError(body []byte, schema []fieldSpec) *apiError {
	if len(bytes.TrimSpace(body)) == 0 {
		return invalid("body", "is required")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil || dec.More() {
		return invalid("body", "is not valid JSON")
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return invalid("body", "must be a JSON object")
	}
	for _, f := range schema {
		fv, ok := obj[f.name]
		if !ok || fv == nil {
			continue
		}
		if !f.kind.matches(fv) {
			return invalid(f.name, "must be "+kindNames[f.kind])
		}
		if f.items == nil {
			continue
		}
		for i, it := range fv.([]any) {
			o, ok := it.(map[string]any)
			if !ok {
				return invalidItem(i, "item", "must be an object")
			}
			for _, sf := range f.items {
				if sv, ok := o[sf.name]; ok && sv != nil && !sf.kind.matches(sv) {
					return invalidItem(i, sf.name, "must be "+kindNames[sf.kind])
				}
			}
		}
	}
	return invalid("body", "is not valid JSON for this endpoint")
}

func (k jsonKind) matches(v any) bool {
	switch k {
	case kindString:
		_, ok := v.(string)
		return ok
	case kindObject:
		_, ok := v.(map[string]any)
		return ok
	case kindArray:
		_, ok := v.([]any)
		return ok
	case kindInteger:
		n, ok := v.(json.Number)
		if !ok {
			return false
		}
		_, err := n.Int64()
		return err == nil
	case kindBool:
		_, ok := v.(bool)
		return ok
	}
	return false
}

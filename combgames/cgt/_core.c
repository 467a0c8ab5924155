/* The compiled core of combgames.cgt: short games in canonical form as arrays, and Domineering's regions.
 *
 * One call, domineering_value(rows, cols, empty, max_positions, tick), values a Domineering board (at most
 * MAX_SIDE cells a side) the way combgames.cgt.values values it through the region hooks of
 * combgames.games.domineering (its Python twin): the board splits into regions of live cells, numbered by
 * shape up to translation and the two reflections (a transposed shape has the negative number), each shape is
 * valued once from the boards its dominoes leave, and a board is the sum of its regions' values. It returns
 * the canonical form of the value as a list of nodes in topological order (each option before the games it is
 * an option of): a float for a number (an exact dyadic rational), else a pair (Left's, Right's) of tuples of
 * earlier node indices; combgames.cgt.values turns that list into ShortGame objects.
 *
 * Games (Siegel, Combinatorial Game Theory, AMS 2013, ch. II) are integer ids into one store of option lists.
 * Canonical forms are made by the definition alone: remove dominated options, bypass reversible ones, repeat
 * (Siegel II.2, Theorem 2.9); they are interned (one id per value), so equal values have equal ids. Order
 * (G <= H iff no G^L >= H and no H^R <= G), sums (with the translation principle x + G = {x + G^L | x + G^R}
 * for a number x and a G that is not a number, Siegel II.3) and negatives are memoised. A game whose options are
 * all numbers, every Left one below every Right one, is the simplest number between them (the simplicity
 * theorem); numbers are kept as doubles, exact for the dyadic rationals met here (the call raises OverflowError,
 * and combgames.cgt.values falls back to its Python walk, for a number past 4096 in size, whose form would
 * recurse that deep, or with a denominator past 2^20).
 *
 * Every 8192 steps (comparisons, sums, canonical forms) the call runs Python's signal handlers (Ctrl-C, SIGTERM),
 * and every 1024 regions valued tick(count), which may report progress or raise; past max_positions regions it raises RuntimeError("limit", count), which
 * combgames.cgt.values words as its LimitError.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SIDE 7 /* boards up to 7 x 7: shapes drawn 8 cells wide fit in 64 bits */
#define EMPTY_KEY UINT64_MAX

/* ------------------------------------------------------------------------------------- int vectors */
typedef struct {
    int32_t *a;
    int n, cap;
} Vec;

static int vec_push(Vec *v, int32_t x) {
    if (v->n == v->cap) {
        int cap = v->cap ? 2 * v->cap : 16;
        int32_t *a = realloc(v->a, (size_t)cap * sizeof(int32_t));
        if (!a) return -1;
        v->a = a;
        v->cap = cap;
    }
    v->a[v->n++] = x;
    return 0;
}

/* ------------------------------------------------------------------------------ u64 -> i32 hash map */
typedef struct {
    uint64_t *k;
    int32_t *v;
    size_t cap, count;
} Map;

static inline size_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return (size_t)x;
}

static int map_init(Map *m, size_t cap) {
    m->k = malloc(cap * sizeof(uint64_t));
    m->v = malloc(cap * sizeof(int32_t));
    if (!m->k || !m->v) return -1;
    memset(m->k, 0xff, cap * sizeof(uint64_t));
    m->cap = cap;
    m->count = 0;
    return 0;
}

static void map_free(Map *m) {
    free(m->k);
    free(m->v);
}

static int map_get(const Map *m, uint64_t key, int32_t *out) {
    size_t i = mix(key) & (m->cap - 1);
    for (;;) {
        uint64_t k = m->k[i];
        if (k == key) {
            *out = m->v[i];
            return 1;
        }
        if (k == EMPTY_KEY) return 0;
        i = (i + 1) & (m->cap - 1);
    }
}

static int map_put(Map *m, uint64_t key, int32_t value);

static int map_grow(Map *m) {
    Map bigger;
    if (map_init(&bigger, 2 * m->cap)) return -1;
    for (size_t i = 0; i < m->cap; i++)
        if (m->k[i] != EMPTY_KEY) map_put(&bigger, m->k[i], m->v[i]);
    map_free(m);
    *m = bigger;
    return 0;
}

static int map_put(Map *m, uint64_t key, int32_t value) {
    if (2 * (m->count + 1) > m->cap && map_grow(m)) return -1;
    size_t i = mix(key) & (m->cap - 1);
    while (m->k[i] != EMPTY_KEY && m->k[i] != key) i = (i + 1) & (m->cap - 1);
    if (m->k[i] == EMPTY_KEY) m->count++;
    m->k[i] = key;
    m->v[i] = value;
    return 0;
}

/* ------------------------------------------------------------------------------------------ games */
typedef struct {
    int64_t at;     /* Left's options are opts[at .. at + nl), Right's follow */
    int32_t nl, nr;
    double num;     /* the value, for a number */
    int is_num;
    size_t hash;
} Game;

enum { OK = 0, E_MEMORY = 1, E_LIMIT = 2, E_PYTHON = 3, E_RANGE = 4 };

typedef struct {
    Game *g;
    int32_t ng, capg;
    int32_t *opts;
    int64_t nopts, capopts;
    int32_t *itab; /* the intern table: ids by the hash of their option lists, -1 empty */
    size_t icap;
    Map leq, sum, numbers;
    Vec neg; /* neg.a[id]: the negative's id, or -1 */
    int32_t zero;
    int err;
    uint64_t steps; /* comparisons, sums and canonical forms made: signals are looked at every 8192 */
} Store;

/* Run Python's signal handlers (Ctrl-C, SIGTERM) every 8192 steps; true once the call must unwind. */
static int interrupted(Store *s) {
    if (!(++s->steps & 8191) && !s->err && PyErr_CheckSignals()) s->err = E_PYTHON;
    return s->err != 0;
}

static inline int32_t *left_of(Store *s, int32_t id) { return s->opts + s->g[id].at; }
static inline int32_t *right_of(Store *s, int32_t id) { return s->opts + s->g[id].at + s->g[id].nl; }

static size_t options_hash(const int32_t *l, int nl, const int32_t *r, int nr) {
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ (uint64_t)nl;
    for (int i = 0; i < nl; i++) h = mix(h ^ (uint64_t)(uint32_t)l[i]);
    h = mix(h ^ 0xabcdefULL ^ (uint64_t)nr);
    for (int i = 0; i < nr; i++) h = mix(h ^ (uint64_t)(uint32_t)r[i]);
    return (size_t)h;
}

static int itab_insert(Store *s, int32_t id) {
    size_t i = s->g[id].hash & (s->icap - 1);
    while (s->itab[i] >= 0) i = (i + 1) & (s->icap - 1);
    s->itab[i] = id;
    return 0;
}

static int itab_grow(Store *s) {
    size_t cap = 2 * s->icap;
    int32_t *t = malloc(cap * sizeof(int32_t));
    if (!t) return -1;
    memset(t, 0xff, cap * sizeof(int32_t));
    free(s->itab);
    s->itab = t;
    s->icap = cap;
    for (int32_t id = 0; id < s->ng; id++) itab_insert(s, id);
    return 0;
}

static int cmp_i32(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

/* The simplest number strictly between lo and hi (either side may be absent): Siegel II.3. */
static double simplest_between(int has_lo, double lo, int has_hi, double hi) {
    if ((!has_lo || lo < 0) && (!has_hi || hi > 0)) return 0.0;
    if (has_lo && lo >= 0) {
        double n = floor(lo) + 1;
        if (!has_hi || n < hi) return n;
        for (double scale = 2;; scale *= 2) {
            double m = (floor(lo * scale) + 1) / scale;
            if (m < hi) return m;
        }
    }
    /* hi <= 0 */
    double n = ceil(hi) - 1;
    if (!has_lo || n > lo) return n;
    for (double scale = 2;; scale *= 2) {
        double m = (ceil(hi * scale) - 1) / scale;
        if (m > lo) return m;
    }
}

static const double BIGGEST = 4096.0;        /* an integer's form {n-1 | } recurses n deep: refused past it */
static const double FINEST = 1.0 / 1048576; /* 2^-20: finer dyadic rationals are refused (doubles stay exact) */

/* The id of the game {l | r} whose options are canonical and which is itself canonical (no dominated or
 * reversible option); made once. l and r are sorted here. */
static int32_t intern(Store *s, int32_t *l, int nl, int32_t *r, int nr) {
    if (nl > 1) qsort(l, nl, sizeof(int32_t), cmp_i32);
    if (nr > 1) qsort(r, nr, sizeof(int32_t), cmp_i32);
    size_t h = options_hash(l, nl, r, nr);
    size_t i = h & (s->icap - 1);
    for (;;) {
        int32_t id = s->itab[i];
        if (id < 0) break;
        Game *g = &s->g[id];
        if (g->hash == h && g->nl == nl && g->nr == nr && !memcmp(left_of(s, id), l, nl * sizeof(int32_t)) &&
            !memcmp(right_of(s, id), r, nr * sizeof(int32_t)))
            return id;
        i = (i + 1) & (s->icap - 1);
    }
    if (s->ng == s->capg) {
        int32_t cap = 2 * s->capg;
        Game *g = realloc(s->g, (size_t)cap * sizeof(Game));
        if (!g) goto memory;
        s->g = g;
        s->capg = cap;
    }
    while (s->nopts + nl + nr > s->capopts) {
        int32_t *o = realloc(s->opts, (size_t)(2 * s->capopts) * sizeof(int32_t));
        if (!o) goto memory;
        s->opts = o;
        s->capopts *= 2;
    }
    int32_t id = s->ng++;
    Game *g = &s->g[id];
    g->at = s->nopts;
    g->nl = nl;
    g->nr = nr;
    g->hash = h;
    memcpy(s->opts + s->nopts, l, nl * sizeof(int32_t));
    memcpy(s->opts + s->nopts + nl, r, nr * sizeof(int32_t));
    s->nopts += nl + nr;
    /* a number iff every option is a number and every Left one is below every Right one */
    int all = 1, has_lo = 0, has_hi = 0;
    double lo = 0, hi = 0;
    for (int k = 0; k < nl && all; k++) {
        Game *o = &s->g[l[k]];
        if (!o->is_num) all = 0;
        else if (!has_lo || o->num > lo) lo = o->num, has_lo = 1;
    }
    for (int k = 0; k < nr && all; k++) {
        Game *o = &s->g[r[k]];
        if (!o->is_num) all = 0;
        else if (!has_hi || o->num < hi) hi = o->num, has_hi = 1;
    }
    g->is_num = all && !(has_lo && has_hi && lo >= hi);
    g->num = g->is_num ? simplest_between(has_lo, lo, has_hi, hi) : 0.0;
    if (vec_push(&s->neg, -1)) goto memory;
    if (g->is_num) {
        int32_t known;
        uint64_t key;
        double x = g->num + 0.0;
        memcpy(&key, &x, sizeof key);
        if (!map_get(&s->numbers, key, &known) && map_put(&s->numbers, key, id)) goto memory;
    }
    if (2 * (size_t)s->ng > s->icap) {
        if (itab_grow(s)) goto memory;
    } else {
        itab_insert(s, id);
    }
    return id;
memory:
    s->err = E_MEMORY;
    return -1;
}

/* The canonical form of the number x: 0 = { | }, n = {n-1 | }, -n = { | -n+1}, m/2^k = {(m-1)/2^k | (m+1)/2^k}. */
static int32_t number(Store *s, double x) {
    int32_t id;
    uint64_t key;
    x += 0.0; /* -0.0 -> 0.0 */
    memcpy(&key, &x, sizeof key);
    if (map_get(&s->numbers, key, &id)) return id;
    if (fabs(x) > BIGGEST) {
        s->err = E_RANGE;
        return -1;
    }
    int32_t l[1], r[1];
    int nl = 0, nr = 0;
    if (x == floor(x)) {
        if (x > 0) {
            if ((l[0] = number(s, x - 1)) < 0) return -1;
            nl = 1;
        } else {
            if ((r[0] = number(s, x + 1)) < 0) return -1;
            nr = 1;
        }
    } else {
        double step = 1;
        while (x * (1 / step) != floor(x * (1 / step))) {
            step /= 2;
            if (step < FINEST) {
                s->err = E_RANGE;
                return -1;
            }
        }
        if ((l[0] = number(s, x - step)) < 0) return -1;
        if ((r[0] = number(s, x + step)) < 0) return -1;
        nl = nr = 1;
    }
    return intern(s, l, nl, r, nr);
}

/* G <= H (Siegel II.1): no G^L >= H and no H^R <= G; memoised. */
static int leq(Store *s, int32_t a, int32_t b) {
    if (a == b) return 1;
    if (s->g[a].is_num && s->g[b].is_num) return s->g[a].num <= s->g[b].num;
    uint64_t key = ((uint64_t)(uint32_t)a << 32) | (uint32_t)b;
    int32_t known;
    if (map_get(&s->leq, key, &known)) return known;
    if (interrupted(s)) return 0; /* the call unwinds: the answer is not used */
    int result = 1;
    for (int i = 0; i < s->g[a].nl && result; i++)
        if (leq(s, b, left_of(s, a)[i])) result = 0;
    for (int i = 0; i < s->g[b].nr && result; i++)
        if (leq(s, right_of(s, b)[i], a)) result = 0;
    if (map_put(&s->leq, key, result)) s->err = E_MEMORY;
    return result;
}

/* A game C = {cl | cr} being made (not interned): h <= C and C <= h by the definition, memoised per C. */
typedef struct {
    const int32_t *l, *r;
    int nl, nr;
    Map below, above; /* h -> whether h <= C, whether C <= h */
} Form;

static int form_geq(Store *s, Form *c, int32_t h);

static int form_leq_h(Store *s, Form *c, int32_t h) { /* h <= C: no h^L >= C, no C^R <= h */
    int32_t known;
    if (map_get(&c->below, (uint64_t)(uint32_t)h, &known)) return known;
    int result = 1;
    for (int i = 0; i < s->g[h].nl && result; i++)
        if (form_geq(s, c, left_of(s, h)[i])) result = 0;
    for (int i = 0; i < c->nr && result; i++)
        if (leq(s, c->r[i], h)) result = 0;
    if (map_put(&c->below, (uint64_t)(uint32_t)h, result)) s->err = E_MEMORY;
    return result;
}

static int form_geq(Store *s, Form *c, int32_t h) { /* C <= h: no C^L >= h, no h^R <= C */
    int32_t known;
    if (map_get(&c->above, (uint64_t)(uint32_t)h, &known)) return known;
    int result = 1;
    for (int i = 0; i < c->nl && result; i++)
        if (leq(s, h, c->l[i])) result = 0;
    for (int i = 0; i < s->g[h].nr && result; i++)
        if (form_leq_h(s, c, right_of(s, h)[i])) result = 0;
    if (map_put(&c->above, (uint64_t)(uint32_t)h, result)) s->err = E_MEMORY;
    return result;
}

/* Keep the undominated options of one side (right: the least; left: the greatest), once each. */
static void undominated(Store *s, Vec *v, int right) {
    int n = v->n, kept = 0;
    qsort(v->a, n, sizeof(int32_t), cmp_i32);
    for (int i = 0; i < n; i++) {
        if (i && v->a[i] == v->a[i - 1]) continue;
        int dominated = 0;
        for (int j = 0; j < n && !dominated; j++) {
            if (v->a[j] == v->a[i]) continue;
            dominated = right ? leq(s, v->a[j], v->a[i]) : leq(s, v->a[i], v->a[j]);
        }
        if (!dominated) v->a[kept++] = v->a[i];
    }
    v->n = kept;
}

/* The canonical form of {l | r} for canonical options (Siegel II.2): l and r are consumed. */
static int32_t canonical(Store *s, Vec *l, Vec *r) {
    Vec nl = {0}, nr = {0};
    int32_t id = -1;
    if (interrupted(s)) goto done;
    for (;;) {
        undominated(s, l, 0);
        undominated(s, r, 1);
        if (s->err) goto done;
        Form c = {l->a, r->a, l->n, r->n, {0}, {0}};
        if (map_init(&c.below, 64) || map_init(&c.above, 64)) {
            map_free(&c.below);
            map_free(&c.above);
            goto memory;
        }
        int changed = 0;
        nl.n = nr.n = 0;
        for (int i = 0; i < l->n; i++) { /* G^L reverses through G^LR <= G: replaced by G^LR's Left options */
            int32_t a = l->a[i], through = -1;
            for (int k = 0; k < s->g[a].nr && through < 0; k++)
                if (form_leq_h(s, &c, right_of(s, a)[k])) through = right_of(s, a)[k];
            if (through < 0) {
                if (vec_push(&nl, a)) s->err = E_MEMORY;
            } else {
                changed = 1;
                for (int k = 0; k < s->g[through].nl; k++)
                    if (vec_push(&nl, left_of(s, through)[k])) s->err = E_MEMORY;
            }
        }
        for (int i = 0; i < r->n; i++) { /* G^R reverses through G^RL >= G */
            int32_t b = r->a[i], through = -1;
            for (int k = 0; k < s->g[b].nl && through < 0; k++)
                if (form_geq(s, &c, left_of(s, b)[k])) through = left_of(s, b)[k];
            if (through < 0) {
                if (vec_push(&nr, b)) s->err = E_MEMORY;
            } else {
                changed = 1;
                for (int k = 0; k < s->g[through].nr; k++)
                    if (vec_push(&nr, right_of(s, through)[k])) s->err = E_MEMORY;
            }
        }
        map_free(&c.below);
        map_free(&c.above);
        if (s->err) goto done;
        Vec t = *l;
        *l = nl;
        nl = t;
        t = *r;
        *r = nr;
        nr = t;
        if (!changed) break;
    }
    id = intern(s, l->a, l->n, r->a, r->n);
    goto done;
memory:
    s->err = E_MEMORY;
done:
    free(nl.a);
    free(nr.a);
    free(l->a);
    free(r->a);
    l->a = r->a = NULL;
    return id;
}

static int32_t negative(Store *s, int32_t a) {
    if (s->neg.a[a] >= 0) return s->neg.a[a];
    int32_t id;
    if (s->g[a].is_num) {
        id = number(s, -s->g[a].num);
    } else { /* -{L | R} = {-R | -L}, canonical when {L | R} is */
        int nl = s->g[a].nr, nr = s->g[a].nl;
        int32_t *buf = malloc((size_t)(nl + nr + 1) * sizeof(int32_t));
        if (!buf) {
            s->err = E_MEMORY;
            return -1;
        }
        for (int i = 0; i < nl && !s->err; i++) buf[i] = negative(s, right_of(s, a)[i]);
        for (int i = 0; i < nr && !s->err; i++) buf[nl + i] = negative(s, left_of(s, a)[i]);
        id = s->err ? -1 : intern(s, buf, nl, buf + nl, nr);
        free(buf);
    }
    if (id < 0) return -1;
    s->neg.a[a] = id;
    s->neg.a[id] = a;
    return id;
}

/* G + H = {G^L + H, G + H^L | G^R + H, G + H^R}; x + G = {x + G^L | x + G^R} for a number x, G not a number. */
static int32_t add(Store *s, int32_t a, int32_t b) {
    if (a == s->zero) return b;
    if (b == s->zero) return a;
    if (s->g[a].is_num && s->g[b].is_num) return number(s, s->g[a].num + s->g[b].num);
    if (a > b) {
        int32_t t = a;
        a = b;
        b = t;
    }
    uint64_t key = ((uint64_t)(uint32_t)a << 32) | (uint32_t)b;
    int32_t known;
    if (map_get(&s->sum, key, &known)) return known;
    if (interrupted(s)) return -1;
    Vec l = {0}, r = {0};
    int a_num = s->g[a].is_num, b_num = s->g[b].is_num;
    for (int side = 0; side < 2; side++) {
        Vec *v = side ? &r : &l;
        if (!a_num) {
            int n = side ? s->g[a].nr : s->g[a].nl;
            for (int i = 0; i < n && !s->err; i++) {
                int32_t o = side ? right_of(s, a)[i] : left_of(s, a)[i];
                int32_t x = add(s, o, b);
                if (x < 0 || vec_push(v, x)) s->err = s->err ? s->err : E_MEMORY;
            }
        }
        if (!b_num) {
            int n = side ? s->g[b].nr : s->g[b].nl;
            for (int i = 0; i < n && !s->err; i++) {
                int32_t o = side ? right_of(s, b)[i] : left_of(s, b)[i];
                int32_t x = add(s, a, o);
                if (x < 0 || vec_push(v, x)) s->err = s->err ? s->err : E_MEMORY;
            }
        }
    }
    if (s->err) {
        free(l.a);
        free(r.a);
        return -1;
    }
    int32_t id = canonical(s, &l, &r);
    if (id >= 0 && map_put(&s->sum, key, id)) s->err = E_MEMORY;
    return id;
}

static int store_init(Store *s) {
    memset(s, 0, sizeof *s);
    s->capg = 1024;
    s->capopts = 4096;
    s->icap = 4096;
    s->g = malloc((size_t)s->capg * sizeof(Game));
    s->opts = malloc((size_t)s->capopts * sizeof(int32_t));
    s->itab = malloc(s->icap * sizeof(int32_t));
    if (!s->g || !s->opts || !s->itab) return -1;
    memset(s->itab, 0xff, s->icap * sizeof(int32_t));
    if (map_init(&s->leq, 1 << 14) || map_init(&s->sum, 1 << 12) || map_init(&s->numbers, 1 << 8)) return -1;
    s->zero = intern(s, NULL, 0, NULL, 0);
    return s->zero < 0 ? -1 : 0;
}

static void store_free(Store *s) {
    free(s->g);
    free(s->opts);
    free(s->itab);
    map_free(&s->leq);
    map_free(&s->sum);
    map_free(&s->numbers);
    free(s->neg.a);
}

/* ------------------------------------------------------------------------------ Domineering regions */
typedef struct {
    Store s;
    int w;            /* shapes are drawn w cells wide; column w - 1 stays empty */
    uint64_t row;     /* the first row's w - 1 cells */
    Map numbers;      /* a region's mask (anywhere on the grid) -> its signed shape number */
    Map children;     /* a board left by a domino in a shape at the origin -> its value's id */
    uint64_t *masks;  /* n -> the shape's mask at the origin (masks[0] unused) */
    int32_t nshapes, capshapes;
    Vec values;       /* n -> the value's id, or -1 */
    long long valued, max_positions;
    PyObject *tick;
} Walk;

static inline int lowest(uint64_t x) { return __builtin_ctzll(x); }
static inline int bit_length(uint64_t x) { return x ? 64 - __builtin_clzll(x) : 0; }

static uint64_t at_origin(const Walk *w, uint64_t region) {
    region >>= lowest(region) / w->w * w->w;
    uint64_t used = region;
    while (used >> w->w) used = (used & w->row) | (used >> w->w);
    return region >> lowest(used);
}

static uint64_t reversed_row(uint64_t line, int length) {
    uint64_t out = 0;
    for (int i = 0; i < length; i++)
        if (line >> i & 1) out |= 1ULL << (length - 1 - i);
    return out;
}

/* Number a shape at the origin and its images under the two reflections: -n when its transpose has the
 * number n, else a new number n. */
static int32_t new_shape(Walk *w, uint64_t drawn) {
    uint64_t rows[64];
    int h = 0;
    uint64_t used = 0;
    for (uint64_t d = drawn; d; d >>= w->w) used |= rows[h++] = d & w->row;
    int width = bit_length(used);
    uint64_t images[4] = {0, 0, 0, 0}, transpose = 0;
    for (int k = 0; k < h; k++) {
        uint64_t rev = reversed_row(rows[k], width);
        images[0] |= rows[k] << (k * w->w);
        images[1] |= rows[k] << ((h - 1 - k) * w->w);
        images[2] |= rev << (k * w->w);
        images[3] |= rev << ((h - 1 - k) * w->w);
        for (int c = 0; c < width; c++)
            if (rows[k] >> c & 1) transpose |= 1ULL << (c * w->w + k);
    }
    int32_t found = 0;
    int self = transpose == images[0] || transpose == images[1] || transpose == images[2] || transpose == images[3];
    if (!self && map_get(&w->numbers, transpose, &found)) {
        found = -found;
    } else {
        if (w->nshapes == w->capshapes) {
            int32_t cap = 2 * w->capshapes;
            uint64_t *m = realloc(w->masks, (size_t)cap * sizeof(uint64_t));
            if (!m) return 0;
            w->masks = m;
            w->capshapes = cap;
        }
        found = w->nshapes++;
        w->masks[found] = images[0];
        if (vec_push(&w->values, -1)) return 0;
    }
    for (int i = 0; i < 4; i++)
        if (map_put(&w->numbers, images[i], found)) return 0;
    return found;
}

static int32_t region_number(Walk *w, uint64_t region) {
    int32_t n;
    if (map_get(&w->numbers, region, &n)) return n;
    uint64_t drawn = at_origin(w, region);
    if (!map_get(&w->numbers, drawn, &n)) {
        n = new_shape(w, drawn);
        if (!n) {
            w->s.err = E_MEMORY;
            return 0;
        }
    }
    if (map_put(&w->numbers, region, n)) w->s.err = E_MEMORY;
    return n;
}

static int32_t region_value(Walk *w, int32_t n);

/* The value of the sum of the regions of the live cells of `board` (on the w-wide grid); `near`, if not 0, a
 * set of cells that every region meets (the cells next to the domino just placed), which stops the flood fills
 * early (the fill of combgames.games.domineering._Universe.options). */
static int32_t board_value(Walk *w, uint64_t board, uint64_t near) {
    int W = w->w;
    uint64_t rest = board & ((board << 1) | (board >> 1) | (board << W) | (board >> W));
    near &= rest;
    if (!near) near = rest;
    int32_t total = w->s.zero;
    while (rest) {
        uint64_t region = near & -near, grow;
        for (;;) {
            grow = (region | (region << 1) | (region >> 1) | (region << W) | (region >> W)) & rest;
            if (grow == region || (near & ~grow) == 0) break;
            region = grow;
        }
        region = grow == region ? grow : rest;
        int32_t n = region_number(w, region);
        if (w->s.err) return -1;
        int32_t v = region_value(w, n > 0 ? n : -n);
        if (v < 0) return -1;
        if (n < 0 && (v = negative(&w->s, v)) < 0) return -1;
        if ((total = add(&w->s, total, v)) < 0) return -1;
        rest ^= region;
        near &= ~region;
    }
    return total;
}

static int32_t region_value(Walk *w, int32_t n) {
    if (w->values.a[n] >= 0) return w->values.a[n];
    if (++w->valued > w->max_positions) {
        w->s.err = E_LIMIT;
        return -1;
    }
    if (!(w->valued & 1023)) {
        if (PyErr_CheckSignals()) {
            w->s.err = E_PYTHON;
            return -1;
        }
        if (w->tick != Py_None) {
            PyObject *r = PyObject_CallFunction(w->tick, "L", w->valued);
            if (!r) {
                w->s.err = E_PYTHON;
                return -1;
            }
            Py_DECREF(r);
        }
    }
    uint64_t shape = w->masks[n];
    Vec side[2] = {{0}, {0}};
    for (int s = 0; s < 2; s++) { /* Left: vertical dominoes (a step of w), Right: horizontal (a step of 1) */
        int step = s ? 1 : w->w;
        uint64_t pairs = shape & (shape >> step);
        while (pairs) {
            uint64_t low = pairs & -pairs, domino = low | (low << step), child = shape ^ domino;
            pairs ^= low;
            int32_t v;
            if (!map_get(&w->children, child, &v)) {
                int W = w->w;
                uint64_t around = (domino << 1) | (domino >> 1) | (domino << W) | (domino >> W);
                v = board_value(w, child, around);
                if (v < 0 || map_put(&w->children, child, v)) goto fail;
            }
            if (vec_push(&side[s], v)) goto fail;
        }
    }
    int32_t v = canonical(&w->s, &side[0], &side[1]);
    if (v < 0) return -1;
    w->values.a[n] = v;
    return v;
fail:
    if (!w->s.err) w->s.err = E_MEMORY;
    free(side[0].a);
    free(side[1].a);
    return -1;
}

/* --------------------------------------------------------------------------------------- to Python */
static PyObject *nodes_of(Store *s, int32_t root) {
    Vec order = {0}, stack = {0};
    int32_t *index = malloc((size_t)s->ng * sizeof(int32_t));
    PyObject *out = NULL;
    if (!index) return PyErr_NoMemory();
    for (int32_t i = 0; i < s->ng; i++) index[i] = -1;
    /* an iterative depth-first walk: each game after its options */
    if (vec_push(&stack, root)) goto memory;
    while (stack.n) {
        int32_t g = stack.a[stack.n - 1];
        if (index[g] >= 0) {
            stack.n--;
            continue;
        }
        int pending = 0;
        if (!s->g[g].is_num) {
            int32_t *o = left_of(s, g);
            for (int i = 0; i < s->g[g].nl + s->g[g].nr; i++)
                if (index[o[i]] < 0) {
                    if (vec_push(&stack, o[i])) goto memory;
                    pending = 1;
                }
        }
        if (pending) continue;
        stack.n--;
        index[g] = order.n;
        if (vec_push(&order, g)) goto memory;
    }
    out = PyList_New(order.n);
    if (!out) goto done;
    for (int k = 0; k < order.n; k++) {
        int32_t g = order.a[k];
        PyObject *node;
        if (s->g[g].is_num) {
            node = PyFloat_FromDouble(s->g[g].num);
        } else {
            PyObject *l = PyTuple_New(s->g[g].nl), *r = PyTuple_New(s->g[g].nr);
            if (l && r) {
                for (int i = 0; i < s->g[g].nl; i++) PyTuple_SET_ITEM(l, i, PyLong_FromLong(index[left_of(s, g)[i]]));
                for (int i = 0; i < s->g[g].nr; i++) PyTuple_SET_ITEM(r, i, PyLong_FromLong(index[right_of(s, g)[i]]));
            }
            node = (l && r) ? PyTuple_Pack(2, l, r) : NULL;
            Py_XDECREF(l);
            Py_XDECREF(r);
        }
        if (!node) {
            Py_CLEAR(out);
            goto done;
        }
        PyList_SET_ITEM(out, k, node);
    }
    goto done;
memory:
    PyErr_NoMemory();
done:
    free(index);
    free(order.a);
    free(stack.a);
    return out;
}

static void walk_free(Walk *w) {
    store_free(&w->s);
    map_free(&w->numbers);
    map_free(&w->children);
    free(w->masks);
    free(w->values.a);
}

PyDoc_STRVAR(domineering_value_doc,
             "domineering_value(rows, cols, empty, max_positions, tick) -> (nodes, regions valued)\n\n"
             "The canonical value of the Domineering board (rows, cols, empty) (cell r * cols + c; sides at most 7)\n"
             "as nodes in topological order: a float for a number, else (Left's, Right's) tuples of earlier\n"
             "indices; the last node is the value. Raises RuntimeError('limit', n) past max_positions regions,\n"
             "OverflowError for a number past 4096 or finer than 2^-20, and whatever tick(n) or a signal handler raises.");

static PyObject *domineering_value(PyObject *Py_UNUSED(self), PyObject *args) {
    int rows, cols;
    unsigned long long empty;
    long long max_positions;
    PyObject *tick;
    if (!PyArg_ParseTuple(args, "iiKLO", &rows, &cols, &empty, &max_positions, &tick)) return NULL;
    if (rows < 1 || cols < 1 || rows > MAX_SIDE || cols > MAX_SIDE) {
        PyErr_Format(PyExc_ValueError, "the compiled core values boards up to %d x %d, not %d x %d", MAX_SIDE,
                     MAX_SIDE, rows, cols);
        return NULL;
    }
    Walk w;
    memset(&w, 0, sizeof w);
    w.w = (rows > cols ? rows : cols) + 1;
    w.row = (1ULL << (w.w - 1)) - 1;
    w.max_positions = max_positions;
    w.tick = tick;
    w.capshapes = 256;
    w.masks = malloc(256 * sizeof(uint64_t));
    w.nshapes = 1;
    PyObject *result = NULL;
    if (!w.masks || store_init(&w.s) || map_init(&w.numbers, 1 << 10) || map_init(&w.children, 1 << 10) ||
        vec_push(&w.values, -1)) {
        walk_free(&w);
        return PyErr_NoMemory();
    }
    /* the board redrawn on the w-wide grid */
    uint64_t board = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (empty >> (r * cols + c) & 1) board |= 1ULL << (r * w.w + c);
    int32_t v = board_value(&w, board, 0);
    if (v >= 0 && !w.s.err) {
        PyObject *nodes = nodes_of(&w.s, v);
        if (nodes) {
            result = Py_BuildValue("(NL)", nodes, w.valued);
        }
    } else if (w.s.err == E_LIMIT) {
        PyErr_SetObject(PyExc_RuntimeError, Py_BuildValue("(sL)", "limit", w.valued - 1));
    } else if (w.s.err == E_RANGE) {
        PyErr_SetString(PyExc_OverflowError, "a number past 4096 (or with a denominator past 2^20) was met");
    } else if (w.s.err == E_MEMORY) {
        PyErr_NoMemory();
    } /* E_PYTHON: the exception is set */
    walk_free(&w);
    return result;
}

static PyMethodDef methods[] = {
    {"domineering_value", domineering_value, METH_VARARGS, domineering_value_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_core",
    "The compiled core of combgames.cgt: canonical forms as arrays and Domineering's regions (see _core.c).", -1,
    methods,
};

PyMODINIT_FUNC PyInit__core(void) {
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddIntConstant(m, "MAX_SIDE", MAX_SIDE)) Py_CLEAR(m);
    return m;
}

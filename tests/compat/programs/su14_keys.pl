% sample_uniform1/3: compound keys made at run time (one choice per key), 1 and 1.0 are two keys, a one-element list, call/N and the builtin queried itself
flip(N, X) :- between(1, 3, N), sample_uniform1(flip(N), [h, t], X).
any_h :- flip(_, h).
i(X) :- sample_uniform1(1, [a, b], X).
f(X) :- sample_uniform1(1.0, [a, b], X).
both :- i(a), f(b).
single(X) :- sample_uniform1(single, [only], X).
viacall(X) :- call(sample_uniform1, c, [x, y, z], X).
query(flip(N, X)). query(any_h). query(both). query(single(X)). query(viacall(X)).
query(sample_uniform1(q, [a, b], X)).
empty :- sample_uniform1(e, [], _).
query(empty).

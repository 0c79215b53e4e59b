% library(aggregate): equal values from different bindings of the body all count; the same solution twice counts once
:- use_module(library(aggregate)).
0.5::has(ann, 1). 0.5::has(bob, 1). 0.3::has(cid, 2).
has(dan, 1). has(dan, 1).
total(sum<X>) :- has(_, X).
per(P, sum<X>) :- has(P, X).
query(total(_)). query(per(_, _)).

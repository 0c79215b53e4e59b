% hunt10: once/1 over several proofs and try_call/1
0.3::r(1). 0.6::r(2).
first :- once(r(_)).
t :- try_call(r(1)).
u :- try_call(undefined_pred(1)).
query(first). query(t). query(u).

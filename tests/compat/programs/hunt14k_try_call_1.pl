% try_call/1 fails on an undefined predicate, answers on a defined one; call_nc/N as call/N
0.3::p(1).
t1 :- try_call(undefined_pred(1)).
t2 :- try_call(p(1)).
n1 :- call_nc(p(1)).
n2(X) :- call_nc(p, X).
query(t1). query(t2). query(n1). query(n2(_)).

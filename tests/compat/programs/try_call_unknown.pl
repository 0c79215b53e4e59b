% try_call/1: an undefined goal fails instead of raising an error; defined goals run as call/1
0.4::a.
b :- try_call(undefined_pred(1)).
c :- try_call(a).
d :- try_call((a, no_such_thing)).
e :- \+ try_call(missing).
query(b). query(c). query(d). query(e).

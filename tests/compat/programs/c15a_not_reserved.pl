% names that are ProbLog builtins only at other arities may be defined: write/0, call/0,
% call_in_scope/1, try_call/0; so may forall/2's clauses, and call_external/2, load_external/1
0.4::a. 0.5::b.
write :- a.
call :- b.
try_call :- a, b.
call_in_scope(x).
call_in_scope(y).
load_external(y).
call_external(z, 0.5).
q :- write, call.
r(X) :- call_in_scope(X), load_external(X).
s(P) :- call_external(z, P).
t :- try_call.
query(q). query(r(_)). query(s(_)). query(t).

% meeting scheduling with uncertain availability and a findall-based choice
slot(mon). slot(tue). slot(wed).
0.7::free(ann, mon). 0.5::free(ann, tue). 0.9::free(ann, wed).
0.4::free(bob, mon). 0.8::free(bob, tue). 0.6::free(bob, wed).
both(S) :- slot(S), free(ann, S), free(bob, S).
first_common(S) :- findall(X, both(X), [S|_]).
no_common :- \+ both(_).
n_common(N) :- findall(X, both(X), L), length(L, N).
query(first_common(_)). query(no_common). query(n_common(_)).

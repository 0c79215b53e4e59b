% graph colouring with biased colours and a map of 3 regions; colour counts per world with findall and sort
:- use_module(library(lists)).
0.5::c(R, red); 0.3::c(R, green); 0.2::c(R, blue) :- region(R).
region(a). region(b). region(c).
adj(a, b). adj(a, c). adj(b, c).
proper :- \+ conflict.
conflict :- adj(X, Y), c(X, K), c(Y, K).
used(N) :- findall(K, (region(R), c(R, K)), L), sort(L, S), length(S, N).
query(proper).
query(used(_)).

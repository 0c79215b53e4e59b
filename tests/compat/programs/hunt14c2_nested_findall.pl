% written for this corpus by a find-only hunt (session 22; findall and aggregates)
% nested findall: groups of team members who showed up
0.8::present(alpha, ann). 0.6::present(alpha, bob). 0.5::present(beta, cid). 0.9::present(beta, dan).
team(alpha). team(beta).
attendance(T, L) :- team(T), findall(P, present(T, P), L).
overview(O) :- findall(T-N, (team(T), attendance(T, L), length(L, N)), O).
query(attendance(beta, L)).
query(overview(O)).

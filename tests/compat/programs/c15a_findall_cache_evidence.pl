% a uniform pick of a player, a findall over open and ground calls, and evidence on a rule
player(P) :- sample_uniform1(team, [ann, bob, cid, dan], P).
0.6::fit(ann). 0.3::fit(bob). 0.8::fit(cid). 0.5::fit(dan).
plays :- player(P), fit(P).
senior :- player(ann).
senior :- player(dan).
picks(N) :- findall(P, (player(P), player(ann)), L), length(L, N).
evidence(plays).
query(senior).
query(picks(_)).
query(player(_)).

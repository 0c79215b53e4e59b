% hunt17: as hunt17_evidence_made_ad_heads, with an open evidence goal: its call obs(O, V) is the query's own variant, and ProbLog made both heads' atoms while grounding the evidence
0.5::obs(o1, 3) ; 0.5::obs(o1, missing).
0.3::obs(o2, 4) ; 0.6::obs(o2, none).
numeric(O) :- obs(O, V), number(V).
symbolic(O) :- obs(O, V), atom(V).
evidence(symbolic(_), true).
query(numeric(_)).
query(symbolic(_)).

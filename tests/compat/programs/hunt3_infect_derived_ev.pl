% contact network with evidence on derived atoms and open queries
person(p1). person(p2). person(p3). person(p4).
0.3::contact(p1, p2). 0.6::contact(p2, p3). 0.5::contact(p3, p4). 0.4::contact(p1, p3).
0.1::initial(P) :- person(P).
infected(P) :- initial(P).
infected(P) :- contact(Q, P), infected(Q).
sick_count(N) :- findall(P, infected(P), L), length(L, N).
evidence(infected(p4)).
evidence(initial(p4), false).
query(infected(_)).
query(initial(_)).

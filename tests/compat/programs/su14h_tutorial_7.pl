% the boy-or-girl puzzle with evidence (separate program) and three prisoners
0.5::boy(1). 0.5::boy(2).
atleastoneboy :- boy(1).
atleastoneboy :- boy(2).
twoboys :- boy(1), boy(2).
evidence(atleastoneboy).
query(twoboys).
query(boy(1)).

% tabs and odd whitespace between tokens
	0.3	::	a	.
0.4::b   :-
		a	,
	true .
query(	b	).
query(a).

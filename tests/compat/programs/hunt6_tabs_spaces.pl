% hunt6 (ProbLog compatibility, 6th hunt): tabs spaces
0.5::a.	% tab
	query(a).
/* unterminated? */ query( a ).
